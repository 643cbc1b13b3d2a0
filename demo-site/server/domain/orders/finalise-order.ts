import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.ts";
import type { TicketRow } from "../events/event-payload.ts";
import { makeTicketCode } from "../tickets/ticket-code.ts";
import { payError } from "../payments/errors.ts";
import { availableFor, getReservation, isLive, setReservationStatus } from "../reservations/reservations.ts";
import { findOrder, guestOf, paidBody, type OrderRow } from "./order-answers.ts";

export interface Finalised {
  outcome: "paid" | "refunded";
  order: OrderRow;
  /** True only for the one call that made the change; every other call sees the result it left. */
  first: boolean;
}

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

/**
 * Finalises an order whose payment the provider confirmed, EXACTLY ONCE however many confirmations (return,
 * webhook, retry, several processes) arrive together: one BEGIN IMMEDIATE transaction guarded by the order's
 * status. Stock is taken and tickets issued when they fit (the buyer's live reservation holds them); when
 * they no longer do (the reservation expired and others bought them) the order becomes refunded instead,
 * and the caller refunds the payment.
 */
export function finaliseOrder(ctx: AppContext, orderId: string, now: number): Finalised {
  const { db } = ctx;
  return db
    .transaction((): Finalised => {
      const order = findOrder(db, orderId);
      if (!order) throw payError(404, "not_found", `No order ${orderId}.`);
      if (order.status === "paid" || order.status === "completed") return { outcome: "paid", order, first: false };
      if (order.status === "refunded") return { outcome: "refunded", order, first: false };
      const reservation = order.reservation_id ? getReservation(db, order.reservation_id, now) : undefined;
      const own = reservation && isLive(reservation, now) ? reservation.id : null;
      const lines = db
        .prepare("SELECT l.quantity, t.* FROM order_lines l JOIN tickets t ON t.id = l.ticket_id WHERE l.order_id = ? ORDER BY t.sort_order, t.id")
        .all(orderId) as (TicketRow & { quantity: number })[];
      const fits = lines.every((l) => l.quantity <= availableFor(db, l, now, own));
      const stamp = new Date(now).toISOString();
      if (!fits) {
        const reason = order.reservation_id ? "reservation_expired" : "sold_out";
        db.prepare("UPDATE orders SET status = 'refunded', status_reason = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'failed', 'canceled')").run(reason, stamp, orderId);
        return { outcome: "refunded", order: findOrder(db, orderId) as OrderRow, first: true };
      }
      const take = db.prepare("UPDATE tickets SET sold = sold + ? WHERE id = ?");
      const issue = db.prepare("INSERT INTO issued_tickets (id, order_id, ticket_id, position, code) VALUES (?, ?, ?, ?, ?)");
      let position = 0;
      for (const line of lines) {
        take.run(line.quantity, line.id);
        for (let i = 0; i < line.quantity; i++) {
          const codeId = randomId(12);
          issue.run(codeId, orderId, line.id, ++position, makeTicketCode(ctx.ticketSecret, order.event_id, codeId));
        }
      }
      const moved = db.prepare("UPDATE orders SET status = 'paid', status_reason = NULL, updated_at = ? WHERE id = ? AND status IN ('pending', 'failed', 'canceled')").run(stamp, orderId);
      if (moved.changes !== 1) throw new Error(`order ${orderId} changed status inside its own write transaction`);
      if (own) setReservationStatus(db, own, "consumed", "held");
      return { outcome: "paid", order: findOrder(db, orderId) as OrderRow, first: true };
    })
    .immediate();
}

/**
 * Finalises and answers: the success result, or — when the tickets were gone — refunds the payment through
 * `refund` (only the call that decided it) and throws 409 `reservation_expired_refunded` saying why.
 */
export async function settle(ctx: AppContext, orderId: string, refund: (ref: string) => Promise<void>) {
  const done = finaliseOrder(ctx, orderId, ctx.payments.clock());
  if (done.outcome === "paid") return paidBody(ctx, done.order);
  if (done.first && done.order.provider_ref) {
    try {
      await refund(done.order.provider_ref);
    } catch (err) {
      console.error(`payments: refunding order ${orderId} (${done.order.provider} ${done.order.provider_ref}) failed:`, err);
    }
  }
  const message = done.order.status_reason === "reservation_expired"
    ? "Your reservation expired before the payment was confirmed and the tickets have been sold meanwhile: the payment was refunded and no ticket was issued."
    : "The tickets sold out before the payment was confirmed: the payment was refunded and no ticket was issued.";
  throw payError(409, "reservation_expired_refunded", message, undefined, { status: "refunded", verified: true, guest: guestOf(done.order), order_id: orderId });
}
