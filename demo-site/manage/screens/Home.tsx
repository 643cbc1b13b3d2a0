// /manage/: straight to the first organizer's events (or the operator's list, for an operator in no team).
import { Navigate } from "@tanstack/react-router";
import { useSession } from "../api/session.ts";
import { useT } from "../i18n/I18nProvider.tsx";

export function Home() {
  const t = useT();
  const session = useSession();
  const first = session?.organizers[0];
  if (first) return <Navigate to="/o/$org" params={{ org: String(first.id) }} replace />;
  if (session?.user.operator) return <Navigate to="/operator" replace />;
  return (
    <section>
      <h1>{t("common.no_organizer.title")}</h1>
      <p>{t("common.no_organizer.text")}</p>
    </section>
  );
}
