// An invitation for an address that has an account already: that account signs in (passkey or password and
// code), then accepts; the server checks the invitation is for the signed-in address.
import { useState } from "react";
import { api } from "../../api/http.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { SignInForms } from "../sign-in/SignInForms.tsx";

export function AcceptAsMember({ path, email, onDone }: { path: string; email: string; onDone: () => Promise<void> }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    try {
      await api("POST", `${path}/accept`, {});
      await onDone();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <div className="stack">
      <p>{t("auth.invitation.has_account")}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SignInForms email={email} onDone={accept} />
    </div>
  );
}
