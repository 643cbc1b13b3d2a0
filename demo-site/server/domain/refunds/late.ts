// The automatic refund of a payment that came after its hold ended (its tickets or code gone, or an amount that is
// not the order's) on the same refund machine as the organizer's: a refund row with the key late:<order>, so it is
// on the order's timeline, moved by the provider's webhooks and the sweep, and on the attention list if it fails.
import type { OrderRecord } from "../../store/index.ts";
import { randomId } from "../random-id.ts";
import { recordOrderEvent } from "../order-events/record.ts";
import type { CommonGateway } from "../payments/gateway.ts";
import { submitRefund, type SubmitDeps } from "./submit.ts";
import type { ApplyDeps } from "./apply.ts";

/** The refund key of an order's automatic refund. */
export const lateRefundKey = (orderId: string) => `late:${orderId}`;

/**
 * Refunds the whole payment of `order` (already moved to refunded, no ticket issued) once: the row is made the first
 * time (requested, by the server), then sent with the provider key the older code used (tc-<order>-refund), so a
 * refund made before this existed is found at the provider, not made again. Returns the provider's refund id once
 * it answered, else null (the sweep sends it again).
 */
export async function refundLatePayment(
  deps: ApplyDeps,
  order: Pick<
    OrderRecord,
    "id" | "event_id" | "currency" | "final_price_paid" | "provider" | "provider_ref" | "status_reason"
  >,
  gateway: CommonGateway,
): Promise<string | null> {
  if (!order.provider || !order.provider_ref) return null;
  let refund = await deps.store.refunds.byKey(lateRefundKey(order.id));
  if (!refund) {
    refund = await deps.store.transaction(async (tx) => {
      const known = await tx.refunds.byKey(lateRefundKey(order.id));
      if (known) return known;
      const organizer = await tx.events.organizerOfEvent(order.event_id);
      const now = deps.clock();
      const row = {
        id: `rf_${randomId(12)}`,
        idempotency_key: lateRefundKey(order.id),
        organizer_id: organizer?.id ?? 0,
        event_id: order.event_id,
        order_id: order.id,
        state: "requested" as const,
        amount: order.final_price_paid,
        currency: order.currency,
        provider: order.provider,
        payment_ref: order.provider_ref,
        provider_refund_id: null,
        ticket_ids: "[]",
        return_to_sale: 0,
        reason: order.status_reason,
        failure_message: null,
        retries: 0,
        outside_note: null,
        actor: JSON.stringify({ kind: "system" }),
        created_at: now,
        updated_at: now,
      };
      await tx.refunds.insert(row);
      const data = { refundId: row.id, amount: row.amount, currency: row.currency, reason: row.reason };
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: "refund_requested",
        actor: { kind: "system" },
        at: now,
        data,
      });
      return row;
    });
  }
  const gateways = { stripe: null, paypal: null, braintree: null, mollie: null, [order.provider]: gateway };
  const submit: SubmitDeps = { ...deps, payments: { gateways } };
  await submitRefund(submit, refund, { kind: "system" });
  const after = await deps.store.refunds.find(refund.id);
  if (after?.provider_refund_id)
    await deps.store.payments.setRefundRef(order.id, after.provider_refund_id, new Date(deps.clock()).toISOString());
  return after?.provider_refund_id ?? null;
}
