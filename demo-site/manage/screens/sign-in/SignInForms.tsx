// The two ways in, passkey first: used by the sign-in screen and by the re-auth dialog.
import { useState } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import { PlainButton } from "../../ui/native/PlainButton.tsx";
import { PasskeyButton } from "./PasskeyButton.tsx";
import { PasswordForm } from "./PasswordForm.tsx";

export function SignInForms(props: { onDone: () => Promise<void> | void; email?: string; autofill?: boolean }) {
  const t = useT();
  const [password, setPassword] = useState(false);
  return (
    <div className="stack">
      <PasskeyButton onDone={props.onDone} autofill={Boolean(props.autofill) && !password} />
      {password ? (
        <PasswordForm email={props.email} onDone={props.onDone} />
      ) : (
        <PlainButton variant="quiet" onClick={() => setPassword(true)}>
          {t("auth.use_password")}
        </PlainButton>
      )}
    </div>
  );
}
