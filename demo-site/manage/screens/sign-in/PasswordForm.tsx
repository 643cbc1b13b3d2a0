// The fallback sign-in: e-mail, password and a code (from the authenticator app, or one of the recovery codes).
import { useState } from "react";
import { signInWithPassword } from "../../api/sign-in.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { PlainButton } from "../../ui/native/PlainButton.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { PlainTextInput } from "../../ui/native/PlainTextInput.tsx";

export function PasswordForm({ email: knownEmail, onDone }: { email?: string; onDone: () => Promise<void> | void }) {
  const t = useT();
  const [email, setEmail] = useState(knownEmail ?? "");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(email.trim(), password, code.replace(/\s+/g, ""));
      await onDone();
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
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PlainTextInput
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        required
        readOnly={Boolean(knownEmail)}
      />
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
        inputMode="text"
        value={code}
        onChange={setCode}
        required
      />
      <PlainButton type="submit" isPending={busy}>
        {t("auth.sign_in")}
      </PlainButton>
    </form>
  );
}
