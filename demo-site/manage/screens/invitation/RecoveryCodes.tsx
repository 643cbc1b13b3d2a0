// The 10 recovery codes, shown once: each signs in once in place of the authenticator app's code.
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => Promise<void> }) {
  const t = useT();
  return (
    <section className="stack">
      <h2>{t("auth.invitation.recovery_title")}</h2>
      <p>{t("auth.invitation.recovery_text")}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button onPress={() => void onDone()}>{t("auth.invitation.recovery_done")}</Button>
    </section>
  );
}
