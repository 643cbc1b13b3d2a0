import { notConfigured, payError } from "../../domain/payments/errors.ts";
import type { ProviderName } from "../../domain/payments/gateway.ts";
import { payPost } from "./pay-handler.ts";
import { applyReport } from "../../domain/payments/apply-report.ts";
import { WebhookSchema } from "../../domain/payments/schemas.ts";

/**
 * POST /api/payments/webhook/:provider { id } — a provider's "payment changed" notification. The body only
 * names the payment; its state is read from the provider, so a forged call cannot mark anything paid.
 */
export const webhookRoute = payPost("payments.webhook", null, WebhookSchema, async (ctx, { id }, { params }) => {
  const provider = params[0] as ProviderName;
  const gateway = ctx.payments.gateways[provider];
  if (!gateway) throw notConfigured(`The ${provider} payment path`);
  const order = await ctx.store.orders.findByProviderRef(provider, id);
  if (!order) throw payError(404, "not_found", `No order for ${provider} payment ${id}.`, "id");
  const report = await gateway.report(id);
  if (report.state !== "paid")
    return { status: 200, body: { received: true, order_id: order.id, order_status: order.status } };
  const applied = await applyReport(ctx, gateway, order, report, { kind: "webhook", provider, eventId: `${id}:paid` });
  return {
    status: 200,
    body: { received: true, order_id: order.id, order_status: applied === "refunded" ? "refunded" : "paid" },
  };
});
