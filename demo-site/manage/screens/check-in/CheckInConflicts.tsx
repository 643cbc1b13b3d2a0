// After offline devices sync: the tickets two devices both admitted (the counted check-in and the second admission:
// when, at which list, by which device, offline or not), and the scans a revoked device sent (kept, never counted).
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { conflictsQuery, type Conflict, type RevokedDeviceScan, type ScanSide } from "../../api/check-in.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { zonedTime } from "./format.ts";

export function CheckInConflicts({ org, event, zone }: { org: number; event: number; zone: string }) {
  const { t, language } = useI18n();
  const answer = useQuery(conflictsQuery(org, event));
  const conflictColumns = useMemo<Columns<Conflict>>(() => {
    const side = (s: ScanSide | null) =>
      s
        ? t("checkin.conflicts.scan", { at: zonedTime(s.at, zone, language), list: s.listName, by: s.by }) +
          (s.offline ? ` (${t("checkin.conflicts.offline")})` : "")
        : "";
    return [
      {
        id: "ticket",
        header: t("checkin.conflicts.ticket"),
        cell: ({ row }) => {
          const { attendeeName, ticketTypeName, orderId } = row.original;
          const who = [attendeeName, ticketTypeName].filter(Boolean).join(" · ");
          return (
            <>
              {who || t("checkin.conflicts.unknown_ticket")}{" "}
              {orderId ? (
                <Link to="/o/$org/orders/$order" params={{ org: String(org), order: orderId }}>
                  {t("checkin.conflicts.order", { id: orderId })}
                </Link>
              ) : null}
            </>
          );
        },
      },
      { id: "first", header: t("checkin.conflicts.first"), cell: ({ row }) => side(row.original.first) },
      { id: "second", header: t("checkin.conflicts.second"), cell: ({ row }) => side(row.original.second) },
    ];
  }, [t, language, zone, org]);
  const revokedColumns = useMemo<Columns<RevokedDeviceScan>>(
    () => [
      {
        id: "ticket",
        header: t("checkin.conflicts.ticket"),
        cell: ({ row }) => row.original.attendeeName ?? t("checkin.conflicts.unknown_ticket"),
      },
      { id: "at", header: t("checkin.conflicts.at"), cell: ({ row }) => zonedTime(row.original.at, zone, language) },
      { id: "list", header: t("checkin.conflicts.list"), cell: ({ row }) => row.original.listName },
      { id: "by", header: t("checkin.conflicts.by"), cell: ({ row }) => row.original.by },
      {
        id: "result",
        header: t("checkin.conflicts.result"),
        cell: ({ row }) => t(`checkin.results.${row.original.result}`),
      },
    ],
    [t, language, zone],
  );
  const data = answer.data;
  return (
    <section className="stack" aria-labelledby="check-in-conflicts-title">
      <h3 id="check-in-conflicts-title">{t("checkin.conflicts.title")}</h3>
      <p className="hint">{t("checkin.conflicts.help")}</p>
      {answer.error ? <Notice tone="error">{errorText(t, answer.error)}</Notice> : null}
      <DataTable
        caption={t("checkin.conflicts.title")}
        columns={conflictColumns}
        data={data?.conflicts ?? []}
        rowKey={(c) => String(c.id)}
        empty={answer.isPending ? t("common.loading") : t("checkin.conflicts.none")}
      />
      <h4>{t("checkin.conflicts.revoked_title")}</h4>
      <p className="hint">{t("checkin.conflicts.revoked_help")}</p>
      <DataTable
        caption={t("checkin.conflicts.revoked_title")}
        columns={revokedColumns}
        data={data?.revokedDeviceScans ?? []}
        rowKey={(s) => String(s.id)}
        empty={answer.isPending ? t("common.loading") : t("checkin.conflicts.revoked_none")}
      />
    </section>
  );
}
