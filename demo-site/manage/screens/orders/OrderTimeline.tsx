// An order's refunds (in the state the provider last reported: never "done" before it says so) and its timeline:
// every change, when, and who made it (the buyer, a provider's webhook with its event id, the sweep, a member).
import { useMemo } from "react";
import type { OrderDetail, TimelineEntry } from "../../api/orders.ts";
import type { Refund } from "../../api/refunds.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { actorText, labelOf, money, moment, providerName } from "./format.ts";

export function OrderRefunds({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  const columns = useMemo<Columns<Refund>>(
    () => [
      { id: "at", header: t("orders.mails.at"), cell: ({ row }) => moment(row.original.createdAt, language) },
      {
        id: "amount",
        header: t("orders.payments.amount"),
        cell: ({ row }) => money(row.original.amount, row.original.currency, language),
      },
      {
        id: "state",
        header: t("orders.list.status"),
        cell: ({ row }) =>
          labelOf(t, "orders.refund_state", row.original.state) +
          (row.original.failureMessage ? ` (${row.original.failureMessage})` : ""),
      },
      {
        id: "tickets",
        header: t("orders.tickets.title"),
        cell: ({ row }) => (row.original.ticketIds.length ? String(row.original.ticketIds.length) : ""),
      },
      {
        id: "ref",
        header: t("orders.payments.reference"),
        cell: ({ row }) =>
          row.original.providerRefundId ? (
            <span className="secret">{`${providerName(row.original.provider)} ${row.original.providerRefundId}`}</span>
          ) : (
            ""
          ),
      },
    ],
    [t, language],
  );
  return (
    <>
      <h2>{t("orders.refunds.title")}</h2>
      <DataTable
        caption={t("orders.refunds.title")}
        columns={columns}
        data={order.refunds}
        rowKey={(r) => r.id}
        empty={t("orders.refunds.none")}
      />
    </>
  );
}

/**
 * What the timeline adds after the kind: an amount (in the order's currency), a refund's id, the tickets it names
 * (by the start of their codes, as support reads them off a ticket), an old → new address.
 */
function details(entry: TimelineEntry, order: OrderDetail, language: string): string {
  const codes = new Map(order.tickets.map((ticket) => [ticket.id, `${ticket.code.slice(0, 24)}…`]));
  return Object.entries(entry.data ?? {})
    .filter(([key, value]) => value !== null && value !== undefined && value !== "" && key !== "currency")
    .map(([key, value]) => {
      if (key === "amount" && typeof value === "string") return money(value, order.currency, language);
      if (key === "ticketIds" && Array.isArray(value))
        return `${key}: ${value.map((id) => codes.get(String(id)) ?? String(id)).join(", ")}`;
      return `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`;
    })
    .join(" · ");
}

export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  return (
    <>
      <h2 id="timeline-title">{t("orders.timeline.title")}</h2>
      {order.timeline.length ? (
        <ol className="stack" aria-labelledby="timeline-title" data-testid="timeline">
          {order.timeline.map((entry) => (
            <li key={entry.id}>
              <time dateTime={new Date(entry.at).toISOString()}>{moment(entry.at, language)}</time>{" "}
              <strong>{labelOf(t, "orders.timeline.kinds", entry.kind)}</strong>{" "}
              <span>{t("orders.timeline.by", { actor: actorText(t, entry.actor) })}</span>
              {entry.data && Object.keys(entry.data).length ? (
                <span className="hint secret"> {details(entry, order, language)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">{t("orders.timeline.none")}</p>
      )}
    </>
  );
}
