// /manage/o/:org: the organizer's events, newest start first, and a new one.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { eventsQuery, type EventSummary } from "../../api/catalog.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { formatInZone } from "../../lib/zoned-time.ts";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { NewEvent } from "./NewEvent.tsx";

export function Events() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const events = useQuery(eventsQuery(org));
  const columns = useMemo<Columns<EventSummary>>(
    () => [
      {
        id: "name",
        header: t("catalog.event.name"),
        cell: ({ row }) => (
          <Link to="/o/$org/events/$event" params={{ org: String(org), event: String(row.original.id) }}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: "start",
        header: t("catalog.event.start"),
        cell: ({ row }) => formatInZone(row.original.start_date, row.original.time_zone || "UTC", language),
      },
      { id: "venue", header: t("catalog.event.venue"), cell: ({ row }) => row.original.venue ?? "" },
      {
        id: "state",
        header: t("catalog.event.state"),
        cell: ({ row }) =>
          row.original.event_ended
            ? t("catalog.event.ended")
            : row.original.force_sold_out || row.original.event_sold_out
              ? t("catalog.event.sold_out")
              : t("catalog.event.on_sale"),
      },
    ],
    [t, language, org],
  );
  const data = useMemo(
    () => [...(events.data ?? [])].sort((a, b) => b.start_date.localeCompare(a.start_date)),
    [events.data],
  );
  return (
    <section className="stack">
      <div className="title-row">
        <h1>{t("catalog.events_title")}</h1>
        <NewEvent organizerId={org} />
      </div>
      {events.error ? <Notice tone="error">{errorText(t, events.error)}</Notice> : null}
      {events.isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : (
        <DataTable
          caption={t("catalog.events_title")}
          columns={columns}
          data={data}
          rowKey={(e) => String(e.id)}
          empty={t("catalog.no_events")}
        />
      )}
    </section>
  );
}
