// The fallback enrolment: the authenticator app's secret (as a QR code and as text), a password and a first code;
// then the 10 recovery codes, shown this once.
import { useEffect, useState } from "react";
import { Form } from "react-aria-components";
import { api } from "../../api/http.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { RecoveryCodes } from "./RecoveryCodes.tsx";
import { TotpQr } from "./TotpQr.tsx";

export function PasswordEnrol({ path, email, onDone }: { path: string; email: string; onDone: () => Promise<void> }) {
  const t = useT();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api<{ secret: string; otpauthUrl: string }>("POST", `${path}/totp/setup`, {})
      .then(setSetup)
      .catch((failure: unknown) => setError(errorText(t, failure)));
  }, [path, t]);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const submit = async () => {
    if (!setup) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ recoveryCodes: string[] }>("POST", `${path}/password`, {
        name: name.trim(),
        password,
        totpSecret: setup.secret,
        code: code.replace(/\s+/g, ""),
      });
      setCodes(answer.recoveryCodes);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextInput label={t("auth.account.name")} value={name} onChange={setName} autoComplete="name" isRequired />
      <TextInput
        label={t("auth.password")}
        description={t("auth.invitation.password_help")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        isRequired
        minLength={12}
      />
      {setup ? <TotpQr secret={setup.secret} url={setup.otpauthUrl} /> : <p role="status">{t("common.loading")}</p>}
      <TextInput
        label={t("auth.invitation.first_code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        isRequired
      />
      <Button type="submit" isPending={busy} isDisabled={!setup}>
        {t("auth.invitation.finish")}
      </Button>
    </Form>
  );
}
