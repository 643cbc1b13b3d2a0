// One order as support sees it: its lines, its tickets (with their own attendee and whether a refund voided them),
// its payment with a link into the provider's dashboard, the mails sent and their state, its refunds, and the
// timeline of every change with who made it.
import type { MailOutboxRow, OrderEventRow, Queries } from "../../store/index.ts";
import type { PaymentsConfig } from "../payments/config.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import { ApiError } from "../errors.ts";
import { orderSummary } from "./list.ts";
import { paymentDashboardUrl } from "./payment-link.ts";
import { orderRefunds } from "./refunds.ts";

export type DetailStore = Pick<Queries, "orderEvents" | "mailOutbox" | "refunds">;

export const orderNotFound = (id: string) =>
  new ApiError(404, "order_not_found", `No order ${id} among this organizer's: check the reference.`);

/** The actor a timeline row names (the columns record.ts wrote). */
export function timelineActor(r: OrderEventRow): OrderEventActor {
  switch (r.actor_kind) {
    case "webhook":
      return { kind: "webhook", provider: r.provider as "stripe", eventId: r.provider_event_id ?? "" };
    case "member":
      return { kind: "member", userId: Number(r.actor_id), label: r.actor_label ?? "" };
    case "token":
      return { kind: "token", tokenId: r.actor_id ?? "", label: r.actor_label ?? "" };
    default:
      return { kind: r.actor_kind };
  }
}

const mailView = (m: MailOutboxRow, orderEmail: string) => ({
  id: m.id,
  kind: m.kind,
  // An order's mail is addressed when it is sent, to the order's address then; a notice keeps its own.
  to: m.recipient ?? orderEmail,
  state: m.status,
  attempts: m.attempts,
  lastError: m.last_error,
  createdAt: Number(m.created_at),
  sentAt: m.sent_at === null ? null : Number(m.sent_at),
});

export async function orderDetail(
  store: DetailStore,
  payments: Pick<PaymentsConfig, "demoMode" | "environment" | "keys">,
  organizerId: number,
  orderId: string,
) {
  const order = await store.orderEvents.orderOf(organizerId, orderId);
  if (!order) throw orderNotFound(orderId);
  const [lines, tickets, mails, refunds, events] = await Promise.all([
    store.orderEvents.lines(orderId),
    store.orderEvents.tickets(orderId),
    store.mailOutbox.forOrder(orderId),
    orderRefunds(store, orderId),
    store.orderEvents.forOrder(orderId),
  ]);
  return {
    ...orderSummary(order),
    lang: order.lang,
    lines: lines.map((l) => ({
      ticketId: l.ticket_id,
      ticketName: l.ticket_name,
      unitPrice: l.unit_price,
      quantity: l.quantity,
    })),
    tickets: tickets.map((t) => ({
      id: t.id,
      ticketId: t.ticket_id,
      ticketName: t.ticket_name,
      position: t.position,
      code: t.code,
      voided: refunds.voided.has(t.id),
      // Its first counted entry at the door (check_ins), epoch ms; null while it has not been checked in.
      checkedInAt: t.checked_in_at,
      attendee:
        t.attendee_email === null
          ? null
          : { firstName: t.attendee_first_name, lastName: t.attendee_last_name, email: t.attendee_email },
    })),
    payments: order.provider
      ? [
          {
            provider: order.provider,
            providerRef: order.provider_ref,
            status: order.status,
            amount: order.final_price_paid,
            currency: order.currency,
            dashboardUrl: paymentDashboardUrl(payments, order.provider, order.provider_ref),
          },
        ]
      : [],
    mails: mails.map((m) => mailView(m, order.email)),
    refunds: refunds.views,
    timeline: events.map((e) => ({
      id: e.id,
      at: e.at,
      kind: e.kind,
      actor: timelineActor(e),
      data: e.data === null ? null : (JSON.parse(e.data) as Record<string, unknown>),
    })),
  };
}
