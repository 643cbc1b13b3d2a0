// A revoked device's only screen: it may admit no one any more (the status bar's notice says why and what is kept);
// what is left is to unpair it, so it can be paired again.
import { useT } from "../../i18n/I18nProvider.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";

export function RevokedScreen({ onForget }: { onForget: () => void }) {
  const t = useT();
  const label = t("scanner.lists.forget_device");
  return (
    <section className="stack">
      <h1>{t("scanner.verdict.device_revoked")}</h1>
      <div className="actions">
        <ConfirmButton
          label={label}
          ariaLabel={label}
          question={t("scanner.lists.forget_question")}
          onConfirm={onForget}
        />
      </div>
    </section>
  );
}
