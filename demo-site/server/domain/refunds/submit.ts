// A refund sent to its provider: the call with the refund's amount and its own provider idempotency key, and the
// answer applied. A call that could not be made or answered (a timeout, a Braintree sale not settled yet) leaves
// the refund requested, and the sweep asks again with the same key: the provider makes it once.
import type { PaymentGateways } from "../payments/gateway.ts";
import { providerKey } from "../payments/amounts.ts";
import { GatewayError } from "../payments/gateway.ts";
import type { RefundRow } from "../../store/index.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import { applyRefundReport, moveRefund, type ApplyDeps } from "./apply.ts";

export type SubmitDeps = ApplyDeps & { payments: { gateways: PaymentGateways } };

/** The provider's idempotency key of a refund's attempt: a retry by the organizer is a new refund there. */
export function refundProviderKey(refund: Pick<RefundRow, "id" | "retries" | "idempotency_key" | "order_id">): string {
  // An automatic refund of a late payment (late.ts) first goes with the key the older code used for it.
  if (refund.retries === 0 && refund.idempotency_key.startsWith("late:")) return providerKey(refund.order_id, "refund");
  return refund.retries === 0 ? `tc-refund-${refund.id}` : `tc-refund-${refund.id}-r${refund.retries}`;
}

/** Sends a requested refund to its provider and applies the answer; returns whether the provider answered. */
export async function submitRefund(deps: SubmitDeps, refund: RefundRow, actor: OrderEventActor): Promise<boolean> {
  if (refund.state !== "requested") return false;
  const gateway = refund.provider ? deps.payments.gateways[refund.provider] : null;
  if (!gateway || !refund.payment_ref) {
    const message = refund.provider
      ? `${refund.provider} is not configured on this server: the refund cannot be sent. Configure it and retry, or refund outside and mark it.`
      : "The order has no payment at a provider to refund.";
    await deps.store.transaction((tx) =>
      moveRefund(tx, refund, "failed", ["requested"], actor, deps.clock(), { failure_message: message }),
    );
    return false;
  }
  let report;
  try {
    report = await gateway.refund(refund.payment_ref, {
      idempotencyKey: refundProviderKey(refund),
      amount: { amount: refund.amount, currency: refund.currency },
    });
  } catch (err) {
    if (
      err instanceof GatewayError &&
      (err.kind === "declined" || err.kind === "invalid" || err.kind === "not_found")
    ) {
      await deps.store.transaction((tx) =>
        moveRefund(tx, refund, "failed", ["requested"], actor, deps.clock(), {
          failure_message: `${refund.provider} refused the refund: ${err.message}`,
        }),
      );
      return true;
    }
    // Not answered (timeout, not settled yet, network): still requested; the sweep asks again with the same key.
    const note = err instanceof Error ? err.message : String(err);
    console.warn(`refunds: refund ${refund.id} of order ${refund.order_id} not sent yet (the sweep retries): ${note}`);
    await deps.store.refunds.move(refund.id, "requested", ["requested"], deps.clock(), { failure_message: note });
    return false;
  }
  await applyRefundReport(deps, refund, report, actor);
  return true;
}
