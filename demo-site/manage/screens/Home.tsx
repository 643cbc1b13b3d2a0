// /manage/: straight to the first organizer's events (or the operator's list, for an operator in no team); door
// staff, whose role opens none of the screens here, are told so.
import { Navigate } from "@tanstack/react-router";
import { useSession } from "../api/session.ts";
import { useT } from "../i18n/I18nProvider.tsx";

export function Home() {
  const t = useT();
  const session = useSession();
  const first = session?.organizers.find((o) => o.role !== "door") ?? session?.organizers[0];
  if (first?.role === "door")
    return (
      <section className="stack">
        <h1>{t("common.door.title")}</h1>
        <p>{t("common.door.text", { organizer: first.name })}</p>
      </section>
    );
  if (first) return <Navigate to="/o/$org" params={{ org: String(first.id) }} replace />;
  if (session?.user.operator) return <Navigate to="/operator" replace />;
  return (
    <section>
      <h1>{t("common.no_organizer.title")}</h1>
      <p>{t("common.no_organizer.text")}</p>
    </section>
  );
}
