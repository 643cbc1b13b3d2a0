import type { Deps } from "../deps.ts";
import { closeOrder } from "../orders/open-payment.ts";
import type { OrderRow } from "../orders/order-answers.ts";
import { applyReport } from "./apply-report.ts";
import { sweepRefunds } from "../refunds/sweep.ts";
import { refundLatePayment } from "../refunds/late.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import { GatewayError, type PaymentGateways } from "./gateway.ts";

export interface ReconcileSummary {
  checked: number;
  paid: number;
  refunded: number;
  failed: number;
  expired: number;
  pending: number;
  unreachable: number;
  refundsRetried: number;
  /** Organizer refunds still moving that the sweep sent again or asked about, and how many of them moved. */
  refundsChecked: number;
  refundsMoved: number;
}

/** A refund nothing moved for this long is the sweep's (a webhook or the request itself usually moves it first). */
export const REFUND_QUIET_MS = 60_000;

const batch = 200;
/** The sweep, as the order timeline shows it. */
const sweep: OrderEventActor = { kind: "sweep" };

/**
 * The reconciliation sweep: asks the provider about every order still pending `afterMs` after it was created (a
 * webhook that never came, a return that never arrived, a provider that timed out) and settles, fails or expires
 * it; an order the provider still calls open is expired (cancelled there when it can be, so nobody pays it later;
 * a payment that still succeeds is refunded by the webhook when its tickets are gone). Then retries every refund
 * still owed, and moves the organizer's refunds the provider has not had the last word on (refunds/sweep.ts). Logs
 * each order it looked at.
 */
export async function reconcile(
  deps: Pick<Deps, "store" | "ticketSecret" | "clock" | "origin"> & Partial<Pick<Deps, "translations">>,
  gateways: PaymentGateways,
  afterMs: number,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = {
    checked: 0,
    paid: 0,
    refunded: 0,
    failed: 0,
    expired: 0,
    pending: 0,
    unreachable: 0,
    refundsRetried: 0,
    refundsChecked: 0,
    refundsMoved: 0,
  };
  const cutoff = new Date(deps.clock() - afterMs).toISOString();
  const log = (order: OrderRow, what: string) =>
    console.log(`reconcile: order ${order.id} (${order.provider} ${order.provider_ref ?? "no payment"}) ${what}`);
  for (const order of await deps.store.payments.pendingBefore(cutoff, batch)) {
    summary.checked++;
    const gateway = order.provider ? gateways[order.provider] : null;
    if (!gateway) {
      log(order, "skipped: its provider is not configured");
      continue;
    }
    try {
      if (!order.provider_ref && gateway.findByOrder) {
        // The call that started the payment timed out: ask the provider whether it made one for this order.
        const found = await gateway.findByOrder(order.id);
        if (found) {
          await deps.store.orders.setProviderRef(order.id, found, new Date(deps.clock()).toISOString());
          order.provider_ref = found;
        }
      }
      if (!order.provider_ref) {
        // The provider call that starts a payment never finished: no buyer can have paid it.
        if (
          await closeOrder(deps.store, order.id, "canceled", "expired: no payment was started at the provider", sweep)
        )
          summary.expired++;
        log(order, "expired (no payment was started)");
        continue;
      }
      const report = await gateway.report(order.provider_ref);
      const applied = await applyReport(deps, gateway, order, report, sweep);
      if (applied === "paid" || applied === "refunded" || applied === "failed") {
        summary[applied]++;
        log(order, `${report.state} → ${applied}`);
      } else if (applied === "canceled" || report.state === "open") {
        if (applied !== "canceled") {
          await gateway
            .cancel(order.provider_ref)
            .catch((err: unknown) =>
              console.warn(
                `reconcile: cancelling ${order.provider} ${order.provider_ref} failed:`,
                err instanceof Error ? err.message : err,
              ),
            );
          await closeOrder(deps.store, order.id, "canceled", "expired: never paid", sweep);
        }
        summary.expired++;
        log(order, `${report.state} → expired`);
      } else {
        summary.pending++;
        log(order, `${report.state}: left pending`);
      }
    } catch (err) {
      if (err instanceof GatewayError && err.kind === "not_found") {
        await closeOrder(deps.store, order.id, "failed", "the provider knows no such payment", sweep);
        summary.failed++;
        log(order, "not found at the provider → failed");
      } else {
        summary.unreachable++;
        log(order, `not settled, the provider did not answer: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  for (const order of await deps.store.payments.refundsOwed(batch)) {
    const gateway = order.provider ? gateways[order.provider] : null;
    if (!gateway) continue;
    // On the refund machine (refunds/late.ts): its row, the timeline, the attention list if the provider fails it.
    if (await refundLatePayment(deps, order, gateway)) summary.refundsRetried++;
  }
  const refunds = await sweepRefunds({ ...deps, payments: { gateways } }, REFUND_QUIET_MS, batch);
  summary.refundsChecked = refunds.checked;
  summary.refundsMoved = refunds.moved;
  return summary;
}

/** The summary line the sweep and `npm run reconcile` print. */
export function describeSummary(s: ReconcileSummary, afterMs: number): string {
  return `reconcile: ${s.checked} pending order(s) older than ${Math.round(afterMs / 60_000)} min checked: ${s.paid} paid, ${s.refunded} refunded, ${s.failed} failed, ${s.expired} expired, ${s.pending} still pending, ${s.unreachable} unreachable; ${s.refundsRetried} owed refund(s) made; ${s.refundsChecked} refund(s) still moving checked, ${s.refundsMoved} moved`;
}
