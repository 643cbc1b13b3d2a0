// A provider notification about refunds, applied: each refund it names that is ours (found by the provider's refund
// id), and — when it names a payment (Stripe's charge.refunded, Mollie's payment webhook) — each of our refunds of
// that payment still moving, asked about again. The webhook is the provider speaking: its event id is the actor.
import type { CommonGateway, ProviderEvent, ProviderName } from "../payments/gateway.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import { applyRefundReport, type ApplyDeps } from "./apply.ts";
import { unsettled } from "./view.ts";

/** Applies the refunds of `event`; returns how many of ours it named (0: not about our refunds). */
export async function applyRefundEvent(
  deps: ApplyDeps,
  provider: ProviderName,
  gateway: CommonGateway,
  event: ProviderEvent,
): Promise<number> {
  const actor: OrderEventActor = { kind: "webhook", provider, eventId: event.id };
  let ours = 0;
  const seen = new Set<string>();
  for (const named of event.refunds ?? []) {
    const refund = await deps.store.refunds.byProviderRefundId(provider, named.id);
    if (!refund) continue;
    ours++;
    seen.add(refund.id);
    const report = named.report ?? (await gateway.refundReport(refund.payment_ref ?? "", named.id));
    await applyRefundReport(deps, refund, report, actor);
  }
  if (event.refundsOf) {
    const order = await deps.store.orders.findByProviderRef(provider, event.refundsOf);
    for (const refund of order ? await deps.store.refunds.forOrder(order.id) : []) {
      if (seen.has(refund.id) || !refund.provider_refund_id || !unsettled.includes(refund.state)) continue;
      ours++;
      await applyRefundReport(
        deps,
        refund,
        await gateway.refundReport(event.refundsOf, refund.provider_refund_id),
        actor,
      );
    }
  }
  return ours;
}
