// The refunds' part of the reconciliation sweep: a refund the provider never answered (a timeout, a process that
// stopped, a Braintree sale not settled yet) is sent again with the same key; one submitted or pending whose
// webhook never came is asked about. So a refund reaches the provider's last word without a webhook.
import { GatewayError } from "../payments/gateway.ts";
import { applyRefundReport } from "./apply.ts";
import { submitRefund, type SubmitDeps } from "./submit.ts";

export interface RefundSweepSummary {
  /** Refunds looked at. */
  checked: number;
  /** Refunds that moved (or were sent) on the provider's answer. */
  moved: number;
  /** Left as they were: the provider did not answer. */
  unreachable: number;
}

/** One pass over refunds still moving that nothing changed in the last `quietMs`. */
export async function sweepRefunds(deps: SubmitDeps, quietMs: number, limit = 200): Promise<RefundSweepSummary> {
  const summary: RefundSweepSummary = { checked: 0, moved: 0, unreachable: 0 };
  for (const refund of await deps.store.refunds.unsettled(deps.clock() - quietMs, limit)) {
    summary.checked++;
    const gateway = refund.provider ? deps.payments.gateways[refund.provider] : null;
    try {
      if (refund.state === "requested") {
        if (await submitRefund(deps, refund, { kind: "sweep" })) summary.moved++;
        else summary.unreachable++;
        continue;
      }
      if (!gateway || !refund.provider_refund_id) continue;
      const report = await gateway.refundReport(refund.payment_ref ?? "", refund.provider_refund_id);
      if (await applyRefundReport(deps, refund, report, { kind: "sweep" })) summary.moved++;
    } catch (err) {
      summary.unreachable++;
      const what = err instanceof GatewayError ? `${err.kind}: ${err.message}` : String(err);
      console.warn(`refunds: sweep could not ask ${refund.provider} about refund ${refund.id}: ${what}`);
    }
  }
  return summary;
}
