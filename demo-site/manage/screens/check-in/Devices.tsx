// /manage/o/:org/devices (filled in by the check-in screens work; see the contract).
import { useT } from "../../i18n/I18nProvider.tsx";

export function Devices() {
  const t = useT();
  return <h1>{t("checkin.title")}</h1>;
}
