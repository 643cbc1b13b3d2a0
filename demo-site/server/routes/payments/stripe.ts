import type { AppContext } from "../../context.ts";
import { payError } from "../../domain/payments/errors.ts";
import type { StripeGateway } from "../../domain/payments/gateway.ts";
import { payPost } from "./pay-handler.ts";
import { createPendingOrder } from "../../domain/orders/create-pending-order.ts";
import { settle } from "../../domain/orders/finalise-order.ts";
import { buyer } from "./buyer-actor.ts";
import { closeOrder, notePending, openPayment } from "../../domain/orders/open-payment.ts";
import { guestOf } from "../../domain/orders/order-answers.ts";
import { CreateIntentSchema, VerifyIntentSchema } from "../../domain/payments/schemas.ts";
import { providerKey } from "../../domain/payments/amounts.ts";

const stripe = (ctx: AppContext) => ctx.payments.gateways.stripe as StripeGateway;

const metaText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, 200) : "";

/** POST /api/stripe/create-payment-intent → { clientSecret } for the server-priced order. */
export const createPaymentIntentRoute = payPost(
  "stripe.create-payment-intent",
  "stripe",
  CreateIntentSchema,
  async (ctx, input) => {
    const order = await createPendingOrder(ctx.store, input, "stripe", ctx.clock(), ctx.abuse.config.ticketsPerBuyer);
    const intent = await openPayment(ctx.store, order, () =>
      stripe(ctx).createIntent({
        amount: { amount: order.final_price_paid, currency: order.currency },
        paymentMethodTypes: input.payment_method_types,
        metadata: {
          order_id: order.id,
          event_id: String(order.event_id),
          product: metaText(input.metadata.product),
          description: metaText(input.metadata.description),
          buyer_country: metaText(input.metadata.buyer_country),
        },
        idempotencyKey: providerKey(order.id, "create"),
      }),
    );
    return {
      status: 200,
      body: {
        clientSecret: intent.clientSecret,
        order_id: order.id,
        amount: order.final_price_paid,
        currency: order.currency,
      },
    };
  },
  { startsOrder: true },
);

/** POST /api/stripe/verifyIntent → the intent's status; a succeeded intent finalises its order exactly once. */
export const verifyIntentRoute = payPost("stripe.verifyIntent", "stripe", VerifyIntentSchema, async (ctx, input) => {
  const gateway = stripe(ctx);
  const intent = await gateway.retrieveIntent(input.payment_intent);
  if (intent.clientSecret !== input.client_secret)
    throw payError(404, "not_found", "No payment intent with this id and client secret.", "client_secret");
  const order = await ctx.store.orders.findByProviderRef("stripe", intent.id);
  if (!order)
    throw payError(
      404,
      "not_found",
      `Payment intent ${intent.id} belongs to no order of this server.`,
      "payment_intent",
    );
  const amount = order.final_price_paid;
  if (intent.status === "succeeded") {
    const paid = await settle(ctx, order.id, gateway, intent.amount, buyer);
    return { status: 200, body: { ...paid, status: "succeeded", verified: true, amount } };
  }
  if (intent.status === "processing") {
    await notePending(ctx.store, order.id);
    return {
      status: 200,
      body: { status: "processing", verified: true, amount, guest: guestOf(order), order_id: order.id },
    };
  }
  const message = intent.lastError ?? `The payment is not complete (status ${intent.status}).`;
  if (intent.lastError) await closeOrder(ctx.store, order.id, "failed", intent.lastError, buyer);
  return {
    status: 200,
    body: {
      status: intent.status,
      verified: false,
      amount,
      guest: guestOf(order),
      order_id: order.id,
      type: "payment_failed",
      message,
    },
  };
});
