// Enrol a passkey for the invited account: the person's name, then the browser's own passkey dialog.
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState } from "react";
import { Form } from "react-aria-components";
import { api } from "../../api/http.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";

export function PasskeyEnrol({ path, onDone }: { path: string; onDone: () => Promise<void> }) {
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enrol = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api<
        PublicKeyCredentialCreationOptionsJSON | { options: PublicKeyCredentialCreationOptionsJSON }
      >("POST", `${path}/passkey/options`, { name: name.trim() });
      const optionsJSON = "options" in answer ? answer.options : answer;
      const response = await startRegistration({ optionsJSON });
      await api("POST", `${path}/passkey`, { name: name.trim(), response });
      await onDone();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === "NotAllowedError"
          ? t("auth.passkey_cancelled")
          : errorText(t, failure),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void enrol();
      }}
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextInput label={t("auth.account.name")} value={name} onChange={setName} autoComplete="name" isRequired />
      <Button type="submit" isPending={busy}>
        {t("auth.invitation.create_passkey")}
      </Button>
    </Form>
  );
}
