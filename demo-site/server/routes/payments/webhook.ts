import type { AppContext } from "../../context.ts";
import { ApiError } from "../../domain/errors.ts";
import { notConfigured, payError } from "../../domain/payments/errors.ts";
import type { ProviderName } from "../../domain/payments/gateway.ts";
import { payPost } from "./pay-handler.ts";
import { settle } from "../../domain/orders/finalise-order.ts";
import { WebhookSchema } from "../../domain/payments/schemas.ts";

/** Asks the provider (never the caller) whether its payment `ref` is paid; returns its refund function too. */
async function providerSaysPaid(ctx: AppContext, provider: ProviderName, ref: string): Promise<{ paid: boolean; refund: (ref: string) => Promise<void> }> {
  const g = ctx.payments.gateways;
  switch (provider) {
    case "stripe": {
      if (!g.stripe) throw notConfigured("The stripe payment path");
      return { paid: (await g.stripe.retrieveIntent(ref)).status === "succeeded", refund: (r) => g.stripe!.refund(r) };
    }
    case "paypal": {
      if (!g.paypal) throw notConfigured("The paypal payment path");
      return { paid: (await g.paypal.getOrder(ref)).status === "COMPLETED", refund: (r) => g.paypal!.refund(r) };
    }
    case "braintree": {
      if (!g.braintree) throw notConfigured("The braintree payment path");
      const { status } = await g.braintree.getTransaction(ref);
      return { paid: status === "submitted_for_settlement" || status === "settled", refund: (r) => g.braintree!.refund(r) };
    }
    case "mollie": {
      if (!g.mollie) throw notConfigured("The mollie payment path");
      return { paid: (await g.mollie.getPayment(ref)).status === "paid", refund: (r) => g.mollie!.refund(r) };
    }
  }
}

/**
 * POST /api/payments/webhook/:provider { id } — a provider's "payment changed" notification. The body only
 * names the payment; its state is read from the provider, so a forged call cannot mark anything paid.
 */
export const webhookRoute = payPost("payments.webhook", null, WebhookSchema, async (ctx, { id }, { params }) => {
  const provider = params[0] as ProviderName;
  const order = await ctx.store.orders.findByProviderRef(provider, id);
  if (!order) throw payError(404, "not_found", `No order for ${provider} payment ${id}.`, "id");
  const { paid, refund } = await providerSaysPaid(ctx, provider, id);
  if (!paid) return { status: 200, body: { received: true, order_id: order.id, order_status: order.status } };
  try {
    await settle(ctx, order.id, refund);
    return { status: 200, body: { received: true, order_id: order.id, order_status: "paid" } };
  } catch (err) {
    if (err instanceof ApiError && err.code === "reservation_expired_refunded") return { status: 200, body: { received: true, order_id: order.id, order_status: "refunded" } };
    throw err;
  }
});
