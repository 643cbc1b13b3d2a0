// /manage/o/:org/orders/:order: everything about one order a support answer needs (its buyer, lines, tickets,
// payments, mails, refunds and the timeline of every change with who made it), and what can be done to it:
// change the buyer or a ticket's attendee, send the tickets again, refund.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { orderKeys, orderQuery, resendOrder, type OrderDetail as Order } from "../../api/orders.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { AttendeeDialog, type AttendeeTarget } from "./AttendeeDialog.tsx";
import { money, moment, statusText } from "./format.ts";
import { OrderLines, OrderPayments, OrderTickets } from "./OrderSections.tsx";
import { OrderMails } from "./OrderMails.tsx";
import { OrderRefunds, OrderTimeline } from "./OrderTimeline.tsx";
import { RefundDialog } from "./RefundDialog.tsx";

export function OrderDetail() {
  const { t } = useI18n();
  const org = useOrganizerId();
  const { order: id } = useParams({ from: "/signed-in/o/$org/orders/$order" });
  const order = useQuery(orderQuery(org, id));
  return (
    <section className="stack">
      <p className="crumbs">
        <Link to="/o/$org/orders" params={{ org: String(org) }} search={{}}>
          {t("orders.list.title")}
        </Link>
      </p>
      <h1>{t("orders.detail.title", { id })}</h1>
      {order.error ? <Notice tone="error">{errorText(t, order.error)}</Notice> : null}
      {order.data ? <OrderBody org={org} order={order.data} /> : <p role="status">{t("common.loading")}</p>}
    </section>
  );
}

function OrderBody({ org, order }: { org: number; order: Order }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [attendee, setAttendee] = useState<AttendeeTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all(org) });
  const resend = useMutation({
    mutationFn: () => resendOrder(org, order.id),
    onSuccess: async () => {
      setDone(t("orders.detail.resent", { email: order.email }));
      await refresh();
    },
  });
  const buyer = { firstName: order.firstName, lastName: order.lastName, email: order.email };
  // Some money went back but the order stands: partly refunded (the provider has confirmed a refund).
  const partly = order.status === "paid" && order.refunds.some((r) => r.state === "succeeded");
  return (
    <>
      <dl className="facts">
        <dt>{t("orders.list.status")}</dt>
        <dd data-testid="order-status">{statusText(t, partly ? { status: "partially_refunded" } : order)}</dd>
        <dt>{t("orders.list.buyer")}</dt>
        <dd>{`${order.firstName} ${order.lastName} <${order.email}>`}</dd>
        <dt>{t("orders.list.event")}</dt>
        <dd>
          <Link to="/o/$org/events/$event" params={{ org: String(org), event: String(order.eventId) }}>
            {order.eventName}
          </Link>
        </dd>
        <dt>{t("orders.list.created")}</dt>
        <dd>{moment(order.createdAt, language)}</dd>
        <dt>{t("orders.list.total")}</dt>
        <dd data-testid="order-total">{money(order.total, order.currency, language)}</dd>
      </dl>
      <div className="actions">
        <Button variant="secondary" onPress={() => setAttendee({ ...buyer })}>
          {t("orders.attendee.change_buyer")}
        </Button>
        <Button variant="secondary" onPress={() => resend.mutate()} isPending={resend.isPending}>
          {t("orders.detail.resend")}
        </Button>
        <RefundDialog org={org} order={order} onDone={(text) => setDone(text)} />
      </div>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {resend.error ? <Notice tone="error">{errorText(t, resend.error)}</Notice> : null}
      <OrderLines order={order} />
      <OrderTickets order={order} onChangeAttendee={setAttendee} />
      <OrderPayments order={order} />
      <OrderRefunds order={order} />
      <OrderMails org={org} order={order} />
      <OrderTimeline order={order} />
      {attendee ? (
        <AttendeeDialog
          org={org}
          orderId={order.id}
          target={attendee}
          onClose={(saved) => {
            setAttendee(null);
            if (saved) setDone(t("orders.attendee.saved"));
          }}
        />
      ) : null}
    </>
  );
}
