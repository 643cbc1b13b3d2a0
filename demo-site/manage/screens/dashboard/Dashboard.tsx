// /manage/o/:org/dashboard?event=:id: an event's sale at a glance (owners and managers): sales per day, revenue
// after fees, tickets left per type, refunds and pending payments, asked again every few seconds (live during an
// on-sale), and its exports. Without ?event, the next event to start (else the latest).
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useId, useMemo } from "react";
import { eventsQuery } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { EventDashboard } from "./EventDashboard.tsx";
import { ExportButtons } from "./ExportButtons.tsx";

export function Dashboard() {
  const t = useT();
  const org = useOrganizerId();
  const selectId = useId();
  const { event } = useSearch({ strict: false });
  const navigate = useNavigate();
  const events = useQuery(eventsQuery(org));
  const list = useMemo(
    () => [...(events.data ?? [])].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    [events.data],
  );
  const chosen = event ?? (list.find((e) => !e.event_ended) ?? list.at(-1))?.id;
  return (
    <section className="stack">
      <h1>{t("integrations.dashboard.title")}</h1>
      {events.error ? <Notice tone="error">{errorText(t, events.error)}</Notice> : null}
      {events.isPending ? <p role="status">{t("common.loading")}</p> : null}
      {list.length ? (
        <div className="field">
          <label htmlFor={selectId}>{t("integrations.dashboard.event")}</label>
          <select
            id={selectId}
            value={chosen ?? ""}
            onChange={(e) =>
              void navigate({
                to: "/o/$org/dashboard",
                params: { org: String(org) },
                search: { event: +e.target.value },
              })
            }
          >
            {list.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
      ) : events.data ? (
        <p className="empty">{t("catalog.no_events")}</p>
      ) : null}
      {chosen !== undefined ? (
        <>
          <EventDashboard key={chosen} org={org} event={chosen} />
          <ExportButtons org={org} event={chosen} />
        </>
      ) : null}
    </section>
  );
}
