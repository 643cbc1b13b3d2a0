// /manage/o/:org/events/:event/*: the event's name and its tabs (details, tickets, vouchers, guests, sale,
// snippet, check-in; the event's orders, dashboard and history, which live under the organizer); each tab is its own
// screen below.
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet } from "@tanstack/react-router";
import { eventQuery } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";

const TABS = [
  { to: "/o/$org/events/$event", key: "details" },
  { to: "/o/$org/events/$event/tickets", key: "tickets" },
  { to: "/o/$org/events/$event/vouchers", key: "vouchers" },
  { to: "/o/$org/events/$event/guests", key: "guests" },
  { to: "/o/$org/events/$event/sales", key: "sales" },
  { to: "/o/$org/events/$event/snippet", key: "snippet" },
] as const;

export function EventLayout() {
  const t = useT();
  const org = useOrganizerId();
  const id = useEventId();
  const event = useQuery(eventQuery(org, id));
  const params = { org: String(org), event: String(id) };
  return (
    <section className="stack">
      <p className="crumbs">
        <Link to="/o/$org" params={{ org: String(org) }}>
          {t("catalog.events_title")}
        </Link>
      </p>
      <h1>{event.data?.name ?? t("common.loading")}</h1>
      {event.error ? <Notice tone="error">{errorText(t, event.error)}</Notice> : null}
      <nav aria-label={t("catalog.tabs_label")} className="tabs">
        {TABS.map((tab) => (
          <Link key={tab.key} to={tab.to} params={params} activeOptions={{ exact: true }}>
            {t(`catalog.tabs.${tab.key}`)}
          </Link>
        ))}
        <Link to="/o/$org/events/$event/check-in" params={params}>
          {t("checkin.title")}
        </Link>
        <Link to="/o/$org/orders" params={{ org: String(org) }} search={{ event: id }}>
          {t("catalog.tabs.orders")}
        </Link>
        <Link to="/o/$org/dashboard" params={{ org: String(org) }} search={{ event: id }}>
          {t("catalog.tabs.dashboard")}
        </Link>
        <Link to="/o/$org/audit" params={{ org: String(org) }} search={{ event: id }}>
          {t("catalog.tabs.history")}
        </Link>
      </nav>
      <Outlet />
    </section>
  );
}
