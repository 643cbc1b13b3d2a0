// An order's lines, its tickets (void once refunded; checked in once scanned) and its payments, each with the
// provider's reference and a link into the provider's own dashboard where there is one.
import { useMemo } from "react";
import type { IssuedTicket, OrderDetail, OrderLine, Payment } from "../../api/orders.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import type { AttendeeTarget } from "./AttendeeDialog.tsx";
import { money, moment, providerName } from "./format.ts";

export function OrderLines({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  const columns = useMemo<Columns<OrderLine>>(
    () => [
      { id: "name", header: t("orders.lines.ticket"), cell: ({ row }) => row.original.ticketName },
      { id: "qty", header: t("orders.lines.quantity"), cell: ({ row }) => String(row.original.quantity) },
      {
        id: "price",
        header: t("orders.lines.unit_price"),
        cell: ({ row }) => money(row.original.unitPrice, order.currency, language),
      },
    ],
    [t, language, order.currency],
  );
  return (
    <>
      <h2>{t("orders.lines.title")}</h2>
      <DataTable
        caption={t("orders.lines.title")}
        columns={columns}
        data={order.lines}
        rowKey={(l) => `${l.ticketId}`}
        empty={t("orders.lines.none")}
      />
    </>
  );
}

export function OrderTickets(props: { order: OrderDetail; onChangeAttendee: (target: AttendeeTarget) => void }) {
  const { t, language } = useI18n();
  const { order, onChangeAttendee } = props;
  const columns = useMemo<Columns<IssuedTicket>>(
    () => [
      { id: "name", header: t("orders.lines.ticket"), cell: ({ row }) => row.original.ticketName },
      {
        id: "code",
        header: t("orders.tickets.code"),
        cell: ({ row }) => <code className="secret">{row.original.code}</code>,
      },
      {
        id: "attendee",
        header: t("orders.tickets.attendee"),
        cell: ({ row }) => {
          const a = row.original.attendee;
          return a ? `${a.firstName} ${a.lastName} <${a.email}>` : t("orders.tickets.same_as_buyer");
        },
      },
      {
        id: "state",
        header: t("orders.list.status"),
        cell: ({ row }) =>
          row.original.voided
            ? t("orders.tickets.void")
            : row.original.checkedInAt
              ? t("orders.tickets.checked_in", { at: moment(row.original.checkedInAt, language) })
              : t("orders.tickets.valid"),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) =>
          row.original.voided ? null : (
            <Button
              variant="quiet"
              aria-label={t("orders.attendee.change_named", { name: row.original.code })}
              onPress={() =>
                onChangeAttendee({
                  ticketId: row.original.id,
                  firstName: row.original.attendee?.firstName ?? order.firstName,
                  lastName: row.original.attendee?.lastName ?? order.lastName,
                  email: row.original.attendee?.email ?? order.email,
                })
              }
            >
              {t("orders.attendee.change")}
            </Button>
          ),
      },
    ],
    [t, language, order, onChangeAttendee],
  );
  return (
    <>
      <h2>{t("orders.tickets.title")}</h2>
      <DataTable
        caption={t("orders.tickets.title")}
        columns={columns}
        data={order.tickets}
        rowKey={(ticket) => ticket.id}
        empty={t("orders.tickets.none")}
      />
    </>
  );
}

export function OrderPayments({ order }: { order: OrderDetail }) {
  const { t, language } = useI18n();
  const columns = useMemo<Columns<Payment>>(
    () => [
      { id: "provider", header: t("orders.payments.provider"), cell: ({ row }) => providerName(row.original.provider) },
      {
        id: "ref",
        header: t("orders.payments.reference"),
        cell: ({ row }) => {
          const p = row.original;
          if (!p.providerRef) return "";
          return p.dashboardUrl ? (
            <a
              href={p.dashboardUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("orders.payments.open", { provider: providerName(p.provider), ref: p.providerRef })}
            >
              {p.providerRef}
            </a>
          ) : (
            <code>{p.providerRef}</code>
          );
        },
      },
      { id: "status", header: t("orders.list.status"), cell: ({ row }) => row.original.status },
      {
        id: "amount",
        header: t("orders.payments.amount"),
        cell: ({ row }) => money(row.original.amount, order.currency, language),
      },
    ],
    [t, language, order.currency],
  );
  return (
    <>
      <h2>{t("orders.payments.title")}</h2>
      <DataTable
        caption={t("orders.payments.title")}
        columns={columns}
        data={order.payments}
        rowKey={(p) => `${p.provider}:${p.providerRef ?? ""}`}
        empty={t("orders.payments.none")}
      />
    </>
  );
}
