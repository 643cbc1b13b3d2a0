// A paid order finished exactly once, whichever of the return, the webhook or the sweep comes first: the order row
// locked, then its tickets; paid, or refunded through the provider when the stock is gone.
import type { Deps } from "../deps.ts";
import type { Store, Tx } from "../../store/index.ts";
import { orderMoney, providerKey, sameMoney } from "../payments/amounts.ts";
import { payError } from "../payments/errors.ts";
import type { CommonGateway, Money } from "../payments/gateway.ts";
import { availableFor, isLive } from "../reservations/reservations.ts";
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
export function finaliseOrder(
  deps: Pick<Deps, "store" | "ticketSecret">,
  orderId: string,
  now: number,
  reported: Money | null = null,
  actor?: OrderEventActor,
): Promise<Finalised> {
  return deps.store.transaction(async (tx): Promise<Finalised> => {
    const order = await tx.orders.lock(orderId);
    if (!order) throw payError(404, "not_found", `No order ${orderId}.`);
    if (order.status === "paid" || order.status === "completed") return { outcome: "paid", order, first: false };
    if (order.status === "refunded") return { outcome: "refunded", order, first: false };
    const stamp = new Date(now).toISOString();
    const reopenable = ["pending", "failed", "canceled"] as const;
    if (reported && !sameMoney(reported, orderMoney(order))) {
      const reason = "amount_mismatch";
      console.error(
        `payments: order ${orderId} costs ${order.final_price_paid} ${order.currency} but ${order.provider} reports ${reported.amount} ${reported.currency}: no ticket, the payment is refunded.`,
      );
      await moveOrder(tx, orderId, "refunded", reopenable, reason, stamp, actor);
      return {
        outcome: "refunded",
        order: { ...order, status: "refunded", status_reason: reason, updated_at: stamp },
        first: true,
      };
    }
    // The voucher's use is counted now that the order completes (before its tickets' rows are locked, the order every
    // transaction that uses a code takes them in). A code used up meanwhile by other orders refunds this one, as
    // tickets gone would; a code the organizer deleted meanwhile was valid when the buyer ordered, and stays so.
    if (order.voucher_code && !(await countVoucherUse(tx, order.event_id, order.voucher_code))) {
      const reason = "voucher_used_up";
      await moveOrder(tx, orderId, "refunded", reopenable, reason, stamp, actor);
      return {
        outcome: "refunded",
        order: { ...order, status: "refunded", status_reason: reason, updated_at: stamp },
        first: true,
      };
    }
    const [lines, reservation] = await allOf([
      tx.orders.linesWithTickets(orderId),
      order.reservation_id ? tx.reservations.get(order.reservation_id, now) : undefined,
    ]);
    const own = reservation && isLive(reservation, now) ? reservation.id : null;
    // From here every order for the same tickets waits on their rows until the commit, so what happens under the lock
    // goes in as few round trips as the rules allow: the lock with the reads of what is left (issued together, the
    // lock first: store/queries/pipelined.ts), then the writes, then the COMMIT. It was a round trip per statement.
    const [, ...left] = await allOf([
      tx.stock.lock(lines.map((l) => l.id)),
      ...lines.map((line) => availableFor(tx, line, now, own)),
    ]);
    if (lines.some((line, i) => line.quantity > left[i]!)) {
      const reason = order.reservation_id ? "reservation_expired" : "sold_out";
      await moveOrder(tx, orderId, "refunded", reopenable, reason, stamp, actor);
      return {
        outcome: "refunded",
        order: { ...order, status: "refunded", status_reason: reason, updated_at: stamp },
        first: true,
      };
    }
    const [taken] = await allOf([
      // Conditional all the same: should the lock ever not hold, this fails rather than oversells.
      allOf(lines.map((line) => tx.stock.take(line.id, line.quantity, now, own))),
      tx.orders.issueTickets(
        orderId,
        issuedTickets(
          deps.ticketSecret,
          order.event_id,
          lines.map((l) => ({ ticket: l, quantity: l.quantity })),
        ),
      ),
      moveLockedOrderToPaid(tx, orderId, reopenable, stamp, actor),
      own ? tx.reservations.setStatus(own, "consumed", "held") : true,
    ]);
    const short = lines.find((_, i) => !taken[i]);
    if (short) throw new Error(`ticket ${short.id}: stock changed under the row lock of order ${orderId}`);
    return {
      outcome: "paid",
      order: { ...order, status: "paid", status_reason: null, updated_at: stamp },
      first: true,
    };
  });
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
