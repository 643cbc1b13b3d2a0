import type { AppContext } from "../../context.ts";
import { payError } from "../../domain/payments/errors.ts";
import { GatewayError, type BraintreeGateway } from "../../domain/payments/gateway.ts";
import { payOther, payPost } from "./pay-handler.ts";
import { createPendingOrder } from "../../domain/orders/create-pending-order.ts";
import { settle } from "../../domain/orders/finalise-order.ts";
import { buyer } from "./buyer-actor.ts";
import { notePending, openPayment } from "../../domain/orders/open-payment.ts";
import { pendingBody, type OrderRow } from "../../domain/orders/order-answers.ts";
import { BraintreePaymentSchema, BraintreeUpdateSchema } from "../../domain/payments/schemas.ts";

const braintree = (ctx: AppContext) => ctx.payments.gateways.braintree as BraintreeGateway;

/** GET /api/braintree/token → { token } for braintree-web. */
export const braintreeTokenRoute = payOther("braintree", async (ctx, { requestOrigin }) => {
  try {
    return { status: 200, body: { token: await braintree(ctx).clientToken({ requestOrigin }) } };
  } catch (err) {
    if (err instanceof GatewayError && err.kind !== "timeout") throw payError(502, "client_token_failed", err.message);
    throw err;
  }
});

async function sell(ctx: AppContext, order: OrderRow, nonce: string, deviceData: string | null) {
  const gateway = braintree(ctx);
  const sale = await openPayment(ctx.store, order, () =>
    gateway.sale({
      nonce,
      amount: { amount: order.final_price_paid, currency: order.currency },
      deviceData,
      orderId: order.id,
    }),
  );
  if (sale.status === "settlement_pending") {
    await notePending(ctx.store, order.id);
    return { status: 200, body: pendingBody(order) };
  }
  return { status: 200, body: await settle(ctx, order.id, gateway, sale.amount, buyer) };
}

/** POST /api/braintree/process-payment (spec §7 body) → success, pending, or 402 payment_failed with the processor's message. */
export const braintreePaymentRoute = payPost(
  "braintree.process-payment",
  "braintree",
  BraintreePaymentSchema,
  async (ctx, input) => {
    const order = await createPendingOrder(
      ctx.store,
      input,
      "braintree",
      ctx.clock(),
      ctx.abuse.config.ticketsPerBuyer,
    );
    return sell(ctx, order, input.payment_method_nonce, input.deviceData);
  },
  { startsOrder: true },
);

/** POST /api/braintree/process-order-update { payment_id, nonce } → pays an earlier, failed order with a new nonce. */
export const braintreeUpdateRoute = payPost(
  "braintree.process-order-update",
  "braintree",
  BraintreeUpdateSchema,
  async (ctx, input) => {
    const order = await ctx.store.orders.find(input.payment_id);
    if (!order || order.provider !== "braintree")
      throw payError(404, "not_found", `No Braintree order ${input.payment_id} on this server.`, "payment_id");
    if (order.status === "paid" || order.status === "refunded")
      return { status: 200, body: await settle(ctx, order.id, braintree(ctx), null, buyer) };
    if (order.status === "canceled")
      throw payError(409, "order_canceled", `Order ${order.id} was cancelled; start a new payment.`, "payment_id");
    if (order.status === "pending" && order.provider_ref) return { status: 200, body: pendingBody(order) };
    return sell(ctx, order, input.nonce, null);
  },
);
