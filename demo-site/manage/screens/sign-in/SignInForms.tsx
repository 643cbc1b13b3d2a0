// The two ways in, passkey first, in one form: the e-mail field (where the browser offers saved passkeys, its
// autocomplete naming "webauthn"), the passkey button, and on request the password and code. Used by the sign-in
// screen and by the re-auth dialog.
import { useState } from "react";
import { signInWithPassword } from "../../api/sign-in.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { PlainButton } from "../../ui/native/PlainButton.tsx";
import { PlainTextInput } from "../../ui/native/PlainTextInput.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { PasskeyButton } from "./PasskeyButton.tsx";

export function SignInForms(props: {
  onDone: () => Promise<void> | void;
  email?: string | undefined;
  autofill?: boolean;
}) {
  const t = useT();
  const [usePassword, setUsePassword] = useState(false);
  const [email, setEmail] = useState(props.email ?? "");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(email.trim(), password, code.replace(/\s+/g, ""));
      await props.onDone();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PlainTextInput
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="username webauthn"
        value={email}
        onChange={setEmail}
        readOnly={Boolean(props.email)}
        required={usePassword}
      />
      <PasskeyButton onDone={props.onDone} autofill={Boolean(props.autofill)} />
      {usePassword ? (
        <>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <PlainTextInput
            label={t("auth.password")}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
          />
          <PlainTextInput
            label={t("auth.code")}
            description={t("auth.code_help")}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            required
          />
          <PlainButton type="submit" variant="secondary" isPending={busy}>
            {t("auth.sign_in")}
          </PlainButton>
        </>
      ) : (
        <PlainButton variant="quiet" onClick={() => setUsePassword(true)}>
          {t("auth.use_password")}
        </PlainButton>
      )}
    </form>
  );
}
