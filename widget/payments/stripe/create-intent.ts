import { paymentMetadata } from "../metadata.ts";
import type { PaymentContext } from "../types.ts";

/** The Stripe payment method types of a choice: wallets pay as cards (spec §9 mobile wallet mapping). */
export function paymentMethodTypes(ctx: Pick<PaymentContext, "choice">): string[] {
  const m = ctx.choice.providerMethod;
  if (
    m === "applepay" ||
    m === "googlepay" ||
    m === "googlePay" ||
    ctx.choice.method === "applepay" ||
    ctx.choice.method === "googlepay"
  )
    return ["card"];
  return [m];
}

/** POST /api/stripe/create-payment-intent (spec §7 order data + payment_method_types + metadata). */
export async function createPaymentIntent(ctx: PaymentContext): Promise<string> {
  const cart = ctx.cart();
  const { clientSecret } = await ctx.api.post<{ clientSecret: string }>(
    "/api/stripe/create-payment-intent",
    { ...cart, payment_method_types: paymentMethodTypes(ctx), metadata: paymentMetadata(cart) },
    ctx.idempotencyKey,
  );
  return clientSecret;
}
