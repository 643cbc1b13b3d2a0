// /manage/o/:org/events/:event/check-in (filled in by the check-in screens work; see the contract).
import { useT } from "../../i18n/I18nProvider.tsx";

export function EventCheckIn() {
  const t = useT();
  return <h2>{t("checkin.title")}</h2>;
}
