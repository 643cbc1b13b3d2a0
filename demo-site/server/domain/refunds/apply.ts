// What the provider says of a refund, applied: the one place a refund moves after it was asked for, whether the
// answer came with the call, in a webhook or from the sweep. Each move is conditional on the state it leaves, so the
// same answer applied twice (a webhook and the sweep together) moves it once, and records and mails once.
import Big from "big.js";
import type { Deps } from "../deps.ts";
import type { RefundRow, Tx } from "../../store/index.ts";
import type { RefundReport } from "../payments/gateway.ts";
import { recordOrderEvent, type OrderEventActor, type OrderEventKind } from "../order-events/record.ts";
import { queueNoticeMail } from "../mail/notice-mail.ts";
import { refundNotice } from "../mail/refund-mail.ts";
import { committed, unsettled, type RefundState } from "./view.ts";

export type ApplyDeps = Pick<Deps, "store" | "clock"> & Partial<Pick<Deps, "translations">>;

const eventKind: Record<RefundState, OrderEventKind> = {
  requested: "refund_requested",
  submitted: "refund_submitted",
  pending: "refund_pending",
  succeeded: "refund_succeeded",
  failed: "refund_failed",
  canceled: "refund_canceled",
};

/** Moves `refund` to `to` (from `from`) in `tx` with its timeline entry; false when it was not in `from`. */
export async function moveRefund(
  tx: Tx,
  refund: RefundRow,
  to: RefundState,
  from: readonly RefundState[],
  actor: OrderEventActor,
  now: number,
  patch: Parameters<Tx["refunds"]["move"]>[4] = {},
): Promise<boolean> {
  if (!(await tx.refunds.move(refund.id, to, from, now, patch))) return false;
  await recordOrderEvent(tx, {
    orderId: refund.order_id,
    kind: eventKind[to],
    actor,
    at: now,
    data: {
      refundId: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      ...(patch.provider_refund_id ? { providerRefundId: patch.provider_refund_id } : {}),
      ...(patch.failure_message ? { message: patch.failure_message } : {}),
    },
  });
  return true;
}

/**
 * Applies the provider's answer about `refund` (the row as last read): its refund id is kept (submitted), then
 * pending, succeeded, failed or canceled as the provider says. Succeeded also refunds the order once all it paid
 * is back, and queues the buyer's "refund" notice, in the same transaction. Returns whether anything moved.
 */
export function applyRefundReport(
  deps: ApplyDeps,
  refund: RefundRow,
  report: RefundReport,
  actor: OrderEventActor,
): Promise<boolean> {
  return deps.store.transaction(async (tx) => {
    const now = deps.clock();
    let moved = false;
    if (refund.state === "requested")
      moved = await moveRefund(tx, refund, "submitted", ["requested"], actor, now, {
        provider_refund_id: report.id,
        failure_message: null,
      });
    const from: readonly RefundState[] = ["submitted", ...unsettled.filter((s) => s !== "submitted")];
    switch (report.state) {
      case "pending":
        return (await moveRefund(tx, refund, "pending", ["requested", "submitted"], actor, now)) || moved;
      case "failed":
      case "canceled":
        return (
          (await moveRefund(tx, refund, report.state, from, actor, now, {
            failure_message: report.message ?? `The provider reports the refund ${report.state}.`,
          })) || moved
        );
      case "succeeded":
        // A failure reported earlier is overruled when the provider later says it went through.
        if (!(await moveRefund(tx, refund, "succeeded", [...from, "failed"], actor, now, { failure_message: null })))
          return moved;
        await afterSucceeded(deps, tx, refund, now);
        return true;
    }
  });
}

/** The order refunded once all it paid is back; the buyer's notice. */
export async function afterSucceeded(
  deps: ApplyDeps,
  tx: Tx,
  refund: RefundRow,
  now: number,
  outside = false,
): Promise<void> {
  const order = await tx.orders.find(refund.order_id);
  if (!order) return;
  const back = (await tx.refunds.forOrder(order.id))
    .filter((r) => r.state === "succeeded")
    .reduce((sum, r) => sum.plus(r.amount), new Big(0));
  if (back.gte(order.final_price_paid))
    await tx.orders.setStatus(order.id, "refunded", ["paid"], "refunded_by_organizer", new Date(now).toISOString());
  if (!deps.translations) {
    console.warn(`refunds: refund ${refund.id} succeeded; no translations here, so no buyer notice was queued`);
    return;
  }
  const event = await tx.events.event(order.event_id);
  const organizer = await tx.events.organizerOfEvent(order.event_id);
  if (!event || !organizer) return;
  const notice = refundNotice(deps.translations, {
    order,
    event,
    organizer,
    refundId: refund.id,
    amount: refund.amount,
    state: "succeeded",
    // The cancel job's refunds carry its key (cancel:<job>:<order>).
    eventCanceled: refund.idempotency_key.startsWith("cancel:"),
    outside,
  });
  await queueNoticeMail(tx, notice, now);
}

/** Sum of the order's refunds that count against what is left (all but failed and canceled). */
export const committedTotal = (refunds: readonly RefundRow[]) =>
  refunds.filter((r) => committed(r.state)).reduce((sum, r) => sum.plus(r.amount), new Big(0));
