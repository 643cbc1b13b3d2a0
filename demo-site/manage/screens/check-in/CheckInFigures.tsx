// The door's live figures, asked again every 5 s: checked in per list (with who is inside and the exits where
// re-entry is on) and per ticket type, scans per minute over the last 30 minutes, the conflicts and the last scan.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { eventListsQuery, statsQuery, type CheckInStats } from "../../api/check-in.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { share, zonedTime } from "./format.ts";
import { ScanChart } from "./ScanChart.tsx";

type ListRow = CheckInStats["lists"][number];
type TypeRow = CheckInStats["ticketTypes"][number];

export function CheckInFigures({ org, event, zone }: { org: number; event: number; zone: string }) {
  const { t, language } = useI18n();
  const stats = useQuery(statsQuery(org, event));
  const lists = useQuery(eventListsQuery(org, event));
  const reentry = useMemo(
    () => new Set((lists.data ?? []).filter((l) => l.allowReentry).map((l) => l.id)),
    [lists.data],
  );
  const listColumns = useMemo<Columns<ListRow>>(() => {
    const checked = (r: { checkedIn: number; total: number }) =>
      t("checkin.figures.of_total", {
        checked: r.checkedIn,
        total: r.total,
        share: share(r.checkedIn, r.total, language),
      });
    return [
      { id: "name", header: t("checkin.figures.list"), cell: ({ row }) => row.original.name },
      { id: "checked", header: t("checkin.figures.checked_in"), cell: ({ row }) => checked(row.original) },
      { id: "inside", header: t("checkin.figures.inside"), cell: ({ row }) => String(row.original.inside) },
      {
        id: "exits",
        header: t("checkin.figures.exits"),
        cell: ({ row }) =>
          reentry.has(row.original.id) ? String(row.original.exits) : t("checkin.figures.no_reentry"),
      },
    ];
  }, [t, language, reentry]);
  const typeColumns = useMemo<Columns<TypeRow>>(
    () => [
      { id: "name", header: t("checkin.figures.ticket_type"), cell: ({ row }) => row.original.name },
      {
        id: "checked",
        header: t("checkin.figures.checked_in"),
        cell: ({ row }) =>
          t("checkin.figures.of_total", {
            checked: row.original.checkedIn,
            total: row.original.total,
            share: share(row.original.checkedIn, row.original.total, language),
          }),
      },
    ],
    [t, language],
  );
  const s = stats.data;
  return (
    <section className="stack" aria-labelledby="check-in-figures-title">
      <h3 id="check-in-figures-title">{t("checkin.figures.title")}</h3>
      {stats.error ? <Notice tone="error">{errorText(t, stats.error)}</Notice> : null}
      {!s ? (
        stats.error ? null : (
          <p role="status">{t("common.loading")}</p>
        )
      ) : (
        <>
          <dl className="facts" data-testid="check-in-figures">
            <dt>{t("checkin.figures.last_scan")}</dt>
            <dd>{s.lastScanAt === null ? t("checkin.figures.no_scan") : zonedTime(s.lastScanAt, zone, language)}</dd>
            <dt>{t("checkin.figures.conflicts")}</dt>
            <dd>{s.conflicts}</dd>
          </dl>
          <h4>{t("checkin.figures.per_list")}</h4>
          <DataTable
            caption={t("checkin.figures.per_list")}
            columns={listColumns}
            data={s.lists}
            rowKey={(r) => String(r.id)}
            empty={t("checkin.figures.no_lists")}
          />
          <h4>{t("checkin.figures.per_type")}</h4>
          <DataTable
            caption={t("checkin.figures.per_type")}
            columns={typeColumns}
            data={s.ticketTypes}
            rowKey={(r) => String(r.id)}
            empty={t("catalog.ticket.none")}
          />
          <h4>{t("checkin.figures.per_minute")}</h4>
          <ScanChart minutes={s.perMinute} zone={zone} />
          <p className="hint">{t("checkin.figures.live")}</p>
        </>
      )}
    </section>
  );
}
