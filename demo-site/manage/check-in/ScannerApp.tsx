// The door scanner at /manage/check-in/ (filled in by the check-in app work; see the contract).
import { useT } from "../i18n/I18nProvider.tsx";

export function ScannerApp() {
  const t = useT();
  return <h1>{t("scanner.title")}</h1>;
}
