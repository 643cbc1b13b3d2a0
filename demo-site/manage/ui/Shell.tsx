// The frame of the signed-in screens: the organizer being worked on, the places the person's role opens, the
// account and sign-out. On a phone the navigation wraps under the title.
import { useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useMatchRoute, useNavigate, useParams } from "@tanstack/react-router";
import { roleAt, useSession } from "../api/session.ts";
import { signOut } from "../api/sign-in.ts";
import { useT } from "../i18n/I18nProvider.tsx";
import { Button } from "./Button.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { OrganizerPicker } from "./OrganizerPicker.tsx";

export function Shell() {
  const t = useT();
  const session = useSession();
  const { org } = useParams({ strict: false });
  const organizerId = org ? Number(org) : (session?.organizers[0]?.id ?? null);
  const role = organizerId === null ? null : roleAt(session, organizerId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.clear();
    await navigate({ to: "/sign-in", search: {} });
  };
  const params = { org: String(organizerId) };
  // "Events" is the current place on the list and on any event's tabs, not on the team or settings below /o/:org.
  const matchRoute = useMatchRoute();
  const inEvents = Boolean(
    matchRoute({ to: "/o/$org", params }) || matchRoute({ to: "/o/$org/events/$event", fuzzy: true }),
  );
  return (
    <div className="shell">
      <header className="shell-header">
        <Link to="/" className="brand">
          {t("common.app_name")}
        </Link>
        {session && session.organizers.length > 1 ? <OrganizerPicker current={organizerId} /> : null}
        <nav aria-label={t("common.nav_label")} className="shell-nav">
          {organizerId !== null && role && role !== "door" ? (
            <>
              <Link
                to="/o/$org"
                params={params}
                activeOptions={{ exact: true }}
                className={inEvents ? "active" : undefined}
                aria-current={inEvents ? "page" : undefined}
              >
                {t("common.nav.events")}
              </Link>
              <Link to="/o/$org/dashboard" params={params}>
                {t("integrations.nav.dashboard")}
              </Link>
              <Link to="/o/$org/orders" params={params} search={{}}>
                {t("orders.nav")}
              </Link>
              <Link to="/o/$org/audit" params={params}>
                {t("common.nav.audit")}
              </Link>
              <Link to="/o/$org/devices" params={params}>
                {t("checkin.devices.title")}
              </Link>
            </>
          ) : null}
          {organizerId !== null && role === "owner" ? (
            <>
              <Link to="/o/$org/team" params={params}>
                {t("common.nav.team")}
              </Link>
              <Link to="/o/$org/settings" params={params}>
                {t("common.nav.settings")}
              </Link>
              <Link to="/o/$org/integrations" params={params}>
                {t("integrations.nav.integrations")}
              </Link>
            </>
          ) : null}
          {session?.user.operator ? <Link to="/operator">{t("common.nav.operator")}</Link> : null}
          <Link to="/account">{t("common.nav.account")}</Link>
          <Button variant="quiet" onPress={() => void leave()}>
            {t("common.sign_out")}
          </Button>
        </nav>
      </header>
      <main className="shell-main">
        <Outlet />
      </main>
      <footer className="quiet-footer">
        <LanguagePicker />
      </footer>
    </div>
  );
}
