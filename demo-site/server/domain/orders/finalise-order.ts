// A paid order finished exactly once, whichever of the return, the webhook or the sweep comes first: the order row
// locked, then its tickets; paid, or refunded through the provider when the stock is gone.
import type { Deps } from "../deps.ts";
import type { Store, Tx } from "../../store/index.ts";
import { orderMoney, providerKey, sameMoney } from "../payments/amounts.ts";
import { payError } from "../payments/errors.ts";
import type { CommonGateway, Money } from "../payments/gateway.ts";
import { isLive } from "../reservations/reservations.ts";
import { issuedTickets } from "./free-order-check.ts";
import { guestOf, paidBody, type OrderRow } from "./order-answers.ts";
import { moveLockedOrderToPaid, moveOrder } from "./move-order.ts";
import { allOf } from "../../store/all-of.ts";
import type { OrderEventActor } from "../order-events/record.ts";

export interface Finalised {
  outcome: "paid" | "refunded";
  order: OrderRow;
  /** True only for the one call that made the change; every other call sees the result it left. */
  first: boolean;
}

/**
 * Finalises an order whose payment the provider confirmed, EXACTLY ONCE however many confirmations (return,
 * webhook, retry, several processes) arrive together: one transaction that first locks the order row (so the
 * others wait and then see its new status) and then its tickets' rows, guarded by the order's status. Stock is
 * taken (a conditional UPDATE) and tickets issued when they fit (the buyer's live reservation holds them); when
 * they no longer do (the reservation expired and others bought them) the order becomes refunded instead, and the
 * caller refunds the payment. So does a payment whose amount or currency (`reported`, what the provider says it took)
 * is not the order's: no ticket is issued for a payment that does not match its order. `actor`: who reported the
 * payment (the buyer's return, a webhook with its event id, the sweep), for the order's timeline.
 */
export async function finaliseOrder(
  deps: Pick<Deps, "store" | "ticketSecret">,
  orderId: string,
  now: number,
  reported: Money | null = null,
  actor?: OrderEventActor,
): Promise<Finalised> {
  const run = (voucherFirst: boolean) =>
    deps.store.transaction((tx) => finaliseIn(tx, deps.ticketSecret, orderId, now, reported, actor, voucherFirst));
  try {
    return await run(false);
  } catch (err) {
    // An order with a voucher code: rolled back before any write and run again with the code's use counted before
    // the tickets' rows are locked (the order every transaction that uses a code takes them in, so none deadlocks).
    if (err instanceof VoucherFirst) return run(true);
    throw err;
  }
}

class VoucherFirst extends Error {}

/**
 * One try of finaliseOrder in `tx`. On PostgreSQL its statements go in two round trips, as a free order's: the BEGIN
 * with the reads (the order's row locked first, so confirmations of one order queue there; its lines, its hold, its
 * tickets' rows locked in id order and what is left of each, whether any webhook endpoint wants order.paid), then the
 * writes (each one set-based statement: the stock taken, the tickets issued, the move to paid with its mail and its
 * timeline row, the hold consumed) with the COMMIT. It was 7 round trips and a statement per ticket. With
 * `voucherFirst` (an order with a code) the tickets are locked after the code's use, a round trip later.
 */
async function finaliseIn(
  tx: Tx,
  secret: Buffer,
  orderId: string,
  now: number,
  reported: Money | null,
  actor: OrderEventActor | undefined,
  voucherFirst: boolean,
): Promise<Finalised> {
  const [order, lines, reservation, , read, subscribed] = await allOf([
    tx.orders.lock(orderId),
    tx.orders.linesWithTickets(orderId),
    tx.reservations.ofOrder(orderId),
    voucherFirst ? undefined : tx.stock.lockForOrder(orderId),
    voucherFirst ? undefined : tx.stock.leftForOrder(orderId, now),
    tx.webhooksOut.subscribedEndpointsOfOrder(orderId, "order.paid"),
  ]);
  if (!order) throw payError(404, "not_found", `No order ${orderId}.`);
  if (order.status === "paid" || order.status === "completed") return { outcome: "paid", order, first: false };
  if (order.status === "refunded") return { outcome: "refunded", order, first: false };
  const stamp = new Date(now).toISOString();
  const reopenable = ["pending", "failed", "canceled"] as const;
  const refund = async (reason: string): Promise<Finalised> => {
    await moveOrder(tx, orderId, "refunded", reopenable, reason, stamp, actor);
    return {
      outcome: "refunded",
      order: { ...order, status: "refunded", status_reason: reason, updated_at: stamp },
      first: true,
    };
  };
  if (reported && !sameMoney(reported, orderMoney(order))) {
    console.error(
      `payments: order ${orderId} costs ${order.final_price_paid} ${order.currency} but ${order.provider} reports ${reported.amount} ${reported.currency}: no ticket, the payment is refunded.`,
    );
    return refund("amount_mismatch");
  }
  // The voucher's use is counted now that the order completes. A code used up meanwhile by other orders refunds this
  // one, as tickets gone would; a code the organizer deleted meanwhile was valid when the buyer ordered, and stays so.
  if (order.voucher_code) {
    if (!voucherFirst) throw new VoucherFirst();
    if (!(await countVoucherUse(tx, order.event_id, order.voucher_code))) return refund("voucher_used_up");
  }
  const [, left] = read
    ? [undefined, read]
    : await allOf([tx.stock.lockForOrder(orderId), tx.stock.leftForOrder(orderId, now)]);
  // The order's own hold is left out of what others hold; one that is no longer live holds nothing anyway.
  if (lines.some((line) => line.quantity > (left.get(line.id) ?? Infinity))) {
    return refund(order.reservation_id ? "reservation_expired" : "sold_out");
  }
  const own = reservation && isLive(reservation, now) ? reservation.id : null;
  const tickets = issuedTickets(
    secret,
    order.event_id,
    lines.map((l) => ({ ticket: l, quantity: l.quantity })),
  );
  // The COMMIT goes with the writes unless an endpoint wants order.paid (its message is written after the timeline
  // row). The take is an error when short (it cannot be, under the rows' lock), so the COMMIT cannot oversell; the
  // move to paid cannot fail either, the order's row being locked since its status was read.
  await allOf([
    tx.stock.takeForOrder(orderId, now, lines.length),
    tx.orders.issueTickets(orderId, tickets),
    moveLockedOrderToPaid(tx, orderId, reopenable, stamp, actor, subscribed),
    own ? tx.reservations.setStatus(own, "consumed", "held") : true,
    subscribed.length === 0 ? tx.commit() : undefined,
  ]);
  return {
    outcome: "paid",
    order: { ...order, status: "paid", status_reason: null, updated_at: stamp },
    first: true,
  };
}

/** Counts one use of the order's code; false only when the code still exists and is used up. */
async function countVoucherUse(tx: Pick<Tx, "vouchers">, eventId: number, code: string): Promise<boolean> {
  const key = code.trim().toUpperCase();
  if (await tx.vouchers.use(eventId, key)) return true;
  return (await tx.vouchers.find(eventId, key)) === undefined;
}

/**
 * Refunds an order's payment through its gateway, with the order's refund idempotency key (a retry, by the sweep or
 * another process, is the same refund), and keeps the provider's refund id on the order. A failure is logged and
 * left to the reconciliation sweep, which retries every refunded order without a refund id.
 */
export async function refundOrder(
  store: Pick<Store, "payments">,
  order: { id: string; provider: string | null; provider_ref: string | null; status_reason: string | null },
  gateway: Pick<CommonGateway, "refund">,
): Promise<string | null> {
  if (!order.provider_ref) return null;
  try {
    const { id } = await gateway.refund(order.provider_ref, { idempotencyKey: providerKey(order.id, "refund") });
    await store.payments.setRefundRef(order.id, id, new Date().toISOString());
    console.log(
      `payments: order ${order.id} refunded (${order.provider} ${order.provider_ref}, refund ${id}): ${order.status_reason ?? "refunded"}`,
    );
    return id;
  } catch (err) {
    console.error(
      `payments: refunding order ${order.id} (${order.provider} ${order.provider_ref}) failed; the reconciliation sweep retries it:`,
      err instanceof Error ? err.message : err,
    );
    return null;
  }
}

const refundMessages: Record<string, string> = {
  reservation_expired:
    "Your reservation expired before the payment was confirmed and the tickets have been sold meanwhile: the payment was refunded and no ticket was issued.",
  sold_out: "The tickets sold out before the payment was confirmed: the payment was refunded and no ticket was issued.",
  amount_mismatch: "The payment did not match the order's amount: it was refunded and no ticket was issued.",
  voucher_used_up:
    "The voucher was used up by other orders before the payment was confirmed: the payment was refunded and no ticket was issued.",
};

/**
 * Finalises and answers: the success result, or — when the tickets were gone or the amount did not match — refunds
 * the payment through `gateway` (only the call that decided it) and throws 409 `reservation_expired_refunded`
 * saying why. `reported` is what the provider says it took, checked against the order; `actor` who reported it.
 */
export async function settle(
  deps: Pick<Deps, "store" | "ticketSecret" | "clock" | "origin">,
  orderId: string,
  gateway: Pick<CommonGateway, "refund">,
  reported: Money | null = null,
  actor?: OrderEventActor,
) {
  const done = await finaliseOrder(deps, orderId, deps.clock(), reported, actor);
  if (done.outcome === "paid") return paidBody(deps.origin(), done.order);
  if (done.first) await refundOrder(deps.store, done.order, gateway);
  const message = refundMessages[done.order.status_reason ?? ""] ?? refundMessages.sold_out!;
  throw payError(409, "reservation_expired_refunded", message, undefined, {
    status: "refunded",
    verified: true,
    guest: guestOf(done.order),
    order_id: orderId,
  });
}
