// The one place an existing order changes status, so the mail a change asks for is queued in the same
// transaction: an order never turns paid without its ticket mail, nor a mail goes for a move that rolled back.
import type { OrderStatus, Tx } from "../../store/index.ts";
import { queueMail } from "../mail/outbox.ts";
import { allOf } from "../../store/all-of.ts";
import { recordOrderEvent, type OrderEventActor, type OrderEventKind } from "../order-events/record.ts";

/** The reasons finalise-order.ts refunds a payment at once: paid after its hold, with its tickets or code gone. */
export const LATE_REFUND_REASONS = ["reservation_expired", "sold_out", "voucher_used_up"] as const;
/** Those and a payment whose amount was not the order's: each refunded at once, without a ticket. */
const AUTOMATIC_REFUND_REASONS: readonly string[] = [...LATE_REFUND_REASONS, "amount_mismatch"];

/** The timeline's kind for a move to `to` (none for a refund: the refund's own steps are its events). */
function movedKind(to: OrderStatus, reason: string | null): OrderEventKind | null {
  if (to === "paid" || to === "completed") return "paid";
  if (to === "failed") return "payment_failed";
  if (to === "canceled") return reason?.startsWith("expired") ? "expired" : "canceled";
  if (to === "refunded" && AUTOMATIC_REFUND_REASONS.includes(reason ?? "")) return "late_refunded";
  return null;
}

/**
 * The one place an order changes status once it exists: moves it to `to` only from one of `from` and, in the same
 * transaction `tx`, queues the mail the change asks for. Paid → the ticket mail. Failed or canceled → the "payment
 * failed" mail, but only when the buyer was told the payment was still processing (a pending mail was queued):
 * a buyer who saw the failure in the checkout gets no mail about it. The move goes on the order's timeline with
 * `actor` (who reported it: the buyer's return, a webhook, the sweep). Returns whether the order moved.
 */
export async function moveOrder(
  tx: Tx,
  orderId: string,
  to: OrderStatus,
  from: readonly OrderStatus[],
  reason: string | null,
  at: string,
  actor: OrderEventActor = { kind: "system" },
): Promise<boolean> {
  if (!(await tx.orders.setStatus(orderId, to, from, reason, at))) return false;
  const now = Date.parse(at);
  const kind = movedKind(to, reason);
  if (kind) await recordOrderEvent(tx, { orderId, kind, actor, at: now, data: reason ? { reason } : undefined });
  if (to === "paid" || to === "completed") await queueMail(tx, orderId, "ticket", now);
  else if ((to === "failed" || to === "canceled") && (await tx.mailOutbox.has(orderId, "pending")))
    await queueMail(tx, orderId, "failed", now);
  return true;
}

/**
 * moveOrder to paid for an order whose row `tx` has locked and read in one of `from`: the move and its ticket mail
 * are issued together (one round trip on PostgreSQL, store/queries/pipelined.ts) instead of one after the other.
 * The move cannot fail under that lock; if it ever does, this throws, so the transaction rolls back with its mail.
 * `subscribed`: the endpoints that want order.paid, when the caller read them earlier in the transaction.
 */
export async function moveLockedOrderToPaid(
  tx: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  at: string,
  actor: OrderEventActor = { kind: "system" },
  subscribed?: readonly number[],
): Promise<void> {
  const [moved] = await allOf([
    tx.orders.setStatus(orderId, "paid", from, null, at),
    queueMail(tx, orderId, "ticket", Date.parse(at)),
    recordOrderEvent(tx, { orderId, kind: "paid", actor, at: Date.parse(at) }, subscribed),
  ]);
  if (!moved) throw new Error(`order ${orderId} changed status inside its own locked transaction`);
}

/**
 * A free order was placed (inserted as completed in `tx`): its ticket mail and its "created" on the timeline, in the
 * same transaction, each one statement issued at once (the caller sends them with its COMMIT). A free order queues no
 * webhook: order.paid is for money taken.
 */
export async function orderPlaced(tx: Tx, orderId: string, now: number): Promise<boolean> {
  const [queued] = await allOf([
    queueMail(tx, orderId, "ticket", now),
    recordOrderEvent(tx, { orderId, kind: "created", actor: { kind: "buyer" }, at: now, data: { free: true } }),
  ]);
  return queued;
}

/**
 * How long a "still processing" mail waits before it goes out: most such payments are confirmed within seconds (a
 * webhook a moment after the buyer's return), and the sender skips the mail once the order is no longer pending.
 */
export const PENDING_MAIL_DELAY_MS = 60_000;

/**
 * The provider says the buyer's payment is under way but not done (processing, settlement pending, a pending
 * capture, a hosted payment still open on the buyer's return): the "we received your order" mail, once per order,
 * only while the order is still pending (its row is locked first, so a payment confirmed at the same moment wins),
 * held back `delayMs`; sent only if the order is still pending then.
 */
export async function paymentPending(
  tx: Tx,
  orderId: string,
  now: number,
  delayMs = PENDING_MAIL_DELAY_MS,
): Promise<boolean> {
  const order = await tx.orders.lock(orderId);
  if (order?.status !== "pending") return false;
  return queueMail(tx, orderId, "pending", now, { delayMs });
}
