import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/I18nProvider.tsx";

export function NotFound() {
  const t = useT();
  return (
    <main className="narrow">
      <h1>{t("common.not_found.title")}</h1>
      <p>{t("common.not_found.text")}</p>
      <Link to="/">{t("common.not_found.home")}</Link>
    </main>
  );
}
