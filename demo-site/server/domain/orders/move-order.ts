// The one place an existing order changes status, so the mail a change asks for is queued in the same
// transaction: an order never turns paid without its ticket mail, nor a mail goes for a move that rolled back.
import type { OrderStatus, Tx } from "../../store/index.ts";
import { queueMail } from "../mail/outbox.ts";
import { allOf } from "../../store/all-of.ts";

/**
 * The one place an order changes status once it exists: moves it to `to` only from one of `from` and, in the same
 * transaction `tx`, queues the mail the change asks for. Paid → the ticket mail. Failed or canceled → the "payment
 * failed" mail, but only when the buyer was told the payment was still processing (a pending mail was queued):
 * a buyer who saw the failure in the checkout gets no mail about it. Returns whether the order moved.
 */
export async function moveOrder(
  tx: Tx,
  orderId: string,
  to: OrderStatus,
  from: readonly OrderStatus[],
  reason: string | null,
  at: string,
): Promise<boolean> {
  if (!(await tx.orders.setStatus(orderId, to, from, reason, at))) return false;
  const now = Date.parse(at);
  if (to === "paid" || to === "completed") await queueMail(tx, orderId, "ticket", now);
  else if ((to === "failed" || to === "canceled") && (await tx.mailOutbox.has(orderId, "pending")))
    await queueMail(tx, orderId, "failed", now);
  return true;
}

/**
 * moveOrder to paid for an order whose row `tx` has locked and read in one of `from`: the move and its ticket mail
 * are issued together (one round trip on PostgreSQL, store/queries/pipelined.ts) instead of one after the other.
 * The move cannot fail under that lock; if it ever does, this throws, so the transaction rolls back with its mail.
 */
export async function moveLockedOrderToPaid(
  tx: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  at: string,
): Promise<void> {
  const [moved] = await allOf([
    tx.orders.setStatus(orderId, "paid", from, null, at),
    queueMail(tx, orderId, "ticket", Date.parse(at)),
  ]);
  if (!moved) throw new Error(`order ${orderId} changed status inside its own locked transaction`);
}

/** A free order was placed (inserted as completed in `tx`): its ticket mail, in the same transaction. */
export function orderPlaced(tx: Tx, orderId: string, now: number): Promise<boolean> {
  return queueMail(tx, orderId, "ticket", now);
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
