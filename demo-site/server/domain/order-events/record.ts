// The order timeline's one writer. Every change of an order (created, paid, failed, expired, canceled, attendee
// changed, mail resent, each refund step, tickets voided) calls recordOrderEvent in the transaction that makes the
// change, so the timeline shows exactly what committed. It also queues, in that same transaction, the outgoing
// webhook the change means (webhooks-out/queue.ts): paid -> order.paid; refund_succeeded and refund_marked_outside
// -> order.refunded; canceled and expired -> order.canceled. The other kinds queue nothing.
//
// Already recorded where the status moves (domain/orders/move-order.ts, in the move's own transaction): created (the
// order paths), paid, payment_failed, canceled, expired, late_refunded (paid after its hold, refunded at once). Their
// callers pass the actor (finaliseOrder/settle/closeOrder's `actor`); do not record those kinds again.
import type { ProviderName, Tx } from "../../store/index.ts";
import { queueWebhook, type WebhookEventType } from "../webhooks-out/queue.ts";

/** Who made the change, as the timeline shows it. */
export type OrderEventActor =
  | { kind: "buyer" }
  | { kind: "webhook"; provider: ProviderName; eventId: string }
  | { kind: "sweep" }
  | { kind: "member"; userId: number; label: string }
  | { kind: "token"; tokenId: string; label: string }
  | { kind: "system" };

export type OrderEventKind =
  | "created"
  | "paid"
  | "payment_failed"
  | "expired"
  | "canceled"
  /** Paid after its hold ended (or its tickets or code were gone meanwhile): no ticket, the payment refunded. */
  | "late_refunded"
  | "attendee_changed"
  | "mail_resent"
  | "refund_requested"
  | "refund_submitted"
  | "refund_pending"
  | "refund_succeeded"
  | "refund_failed"
  | "refund_canceled"
  | "refund_marked_outside"
  | "tickets_voided";

export interface OrderEvent {
  orderId: string;
  kind: OrderEventKind;
  actor: OrderEventActor;
  /** Epoch ms. */
  at: number;
  /** What the timeline shows besides kind and actor (a refund's id and amount, the old and new attendee …). */
  data?: Record<string, unknown>;
}

/** The webhook each kind means; the others mean none. */
const WEBHOOKS: Partial<Record<OrderEventKind, WebhookEventType>> = {
  paid: "order.paid",
  refund_succeeded: "order.refunded",
  refund_marked_outside: "order.refunded",
  canceled: "order.canceled",
  expired: "order.canceled",
};

/** The actor's columns (store/schema-order-events.ts). */
export function actorColumns(actor: OrderEventActor) {
  return {
    actor_kind: actor.kind,
    actor_id: actor.kind === "member" ? String(actor.userId) : actor.kind === "token" ? actor.tokenId : null,
    actor_label: actor.kind === "member" || actor.kind === "token" ? actor.label : null,
    provider: actor.kind === "webhook" ? actor.provider : null,
    provider_event_id: actor.kind === "webhook" ? actor.eventId : null,
  };
}

/**
 * Appends `e` to its order's timeline with `tx` (the change's own transaction) and queues the webhook it means.
 * The row's statement is issued at once, so it goes together with the statements issued beside it (allOf, pipelined
 * on PostgreSQL); a kind that queues a webhook then waits for it, so do not send Tx.commit() in the same batch as
 * one of those, unless the caller read the kind's subscribed endpoints earlier in the transaction (`subscribed`,
 * WebhooksOutQueries.subscribedEndpointsOfOrder) and there are none: then only the row is written. An unknown order
 * records nothing.
 */
export async function recordOrderEvent(tx: Tx, e: OrderEvent, subscribed?: readonly number[]): Promise<void> {
  const inserted = tx.orderEvents.insert({
    order_id: e.orderId,
    at: e.at,
    kind: e.kind,
    ...actorColumns(e.actor),
    data: e.data === undefined ? null : JSON.stringify(e.data),
  });
  const type = WEBHOOKS[e.kind];
  const order = await inserted;
  if (!type || !order || subscribed?.length === 0) return;
  await queueWebhook(
    tx,
    {
      organizerId: order.organizerId,
      type,
      at: e.at,
      // Thin: what changed and which order (orderId also keeps an order's deliveries in order); a receiver reads the
      // rest with GET /api/manage/organizers/:org/orders/:id (an API token with orders:read).
      data: { ...e.data, orderId: e.orderId, eventId: order.eventId, change: e.kind },
    },
    subscribed,
  );
}

/**
 * One change that queues no webhook (`kind` "created" of a batch of free orders) for each of `orderIds`, in ONE
 * statement issued at once (it may go with the caller's COMMIT).
 */
export async function recordOrderEvents(
  tx: Tx,
  orderIds: readonly string[],
  e: Omit<OrderEvent, "orderId">,
): Promise<void> {
  if (WEBHOOKS[e.kind]) throw new Error(`recordOrderEvents: ${e.kind} queues a webhook; record it per order`);
  await tx.orderEvents.insertForOrders(orderIds, {
    at: e.at,
    kind: e.kind,
    ...actorColumns(e.actor),
    data: e.data === undefined ? null : JSON.stringify(e.data),
  });
}
