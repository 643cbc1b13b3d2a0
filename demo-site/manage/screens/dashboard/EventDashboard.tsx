// One event's figures, refreshed every few seconds: the totals, the chart of sales per day, what is left per
// ticket type.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { dashboardQuery, type Dashboard } from "../../api/dashboard.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { money } from "./money.ts";
import { SalesChart } from "./SalesChart.tsx";

type TicketRow = Dashboard["ticketTypes"][number];

export function EventDashboard({ org, event }: { org: number; event: number }) {
  const { t, language } = useI18n();
  const dashboard = useQuery(dashboardQuery(org, event));
  const d = dashboard.data;
  const columns = useMemo<Columns<TicketRow>>(
    () => [
      { id: "name", header: t("catalog.ticket.name"), cell: ({ row }) => row.original.name },
      { id: "sold", header: t("catalog.sales.sold"), cell: ({ row }) => String(row.original.sold) },
      { id: "held", header: t("catalog.sales.held"), cell: ({ row }) => String(row.original.held) },
      {
        id: "left",
        header: t("catalog.sales.left"),
        cell: ({ row }) => (row.original.left === null ? t("catalog.ticket.unlimited") : String(row.original.left)),
      },
    ],
    [t],
  );
  if (dashboard.error) return <Notice tone="error">{errorText(t, dashboard.error)}</Notice>;
  if (!d) return <p role="status">{t("common.loading")}</p>;
  const cash = (minor: number) => money(minor, d.currency, language);
  const sold = d.ticketTypes.reduce((sum, row) => sum + row.sold, 0);
  return (
    <>
      <dl className="facts" aria-live="polite" data-testid="dashboard-figures">
        <dt>{t("integrations.dashboard.sold")}</dt>
        <dd>{t("integrations.dashboard.tickets", { count: sold })}</dd>
        <dt>{t("integrations.dashboard.revenue")}</dt>
        <dd>
          {cash(d.revenue.net)}{" "}
          <span className="hint">
            {t("integrations.dashboard.revenue_detail", {
              gross: cash(d.revenue.gross),
              fees: cash(d.revenue.fees),
              refunded: cash(d.revenue.refunded),
            })}
          </span>
        </dd>
        <dt>{t("integrations.dashboard.refunds")}</dt>
        <dd>
          {t("integrations.dashboard.refund_count", {
            count: d.refunds.byState.succeeded?.count ?? 0,
            amount: cash(d.refunds.amount),
          })}
          {d.refunds.open ? ` · ${t("integrations.dashboard.refunds_open", { open: d.refunds.open })}` : ""}
          {d.refunds.failed ? ` · ${t("integrations.dashboard.refunds_failed", { failed: d.refunds.failed })}` : ""}
        </dd>
        <dt>{t("integrations.dashboard.pending")}</dt>
        <dd>{t("integrations.dashboard.pending_count", { count: d.pending.count, amount: cash(d.pending.amount) })}</dd>
      </dl>
      <h2>{t("integrations.dashboard.per_day")}</h2>
      <SalesChart days={d.salesPerDay} />
      <h2>{t("integrations.dashboard.left")}</h2>
      <DataTable
        caption={t("integrations.dashboard.left")}
        columns={columns}
        data={d.ticketTypes}
        rowKey={(r) => String(r.id)}
        empty={t("catalog.ticket.none")}
      />
      <p className="hint">{t("integrations.dashboard.live")}</p>
    </>
  );
}
