import type { AppContext } from "../../context.ts";
import { payError } from "../../domain/payments/errors.ts";
import { GatewayError, type PaypalGateway } from "../../domain/payments/gateway.ts";
import { payPost } from "./pay-handler.ts";
import { createPendingOrder } from "../../domain/orders/create-pending-order.ts";
import { settle } from "../../domain/orders/finalise-order.ts";
import { buyer } from "./buyer-actor.ts";
import { closeOrder, describe, notePending, openPayment } from "../../domain/orders/open-payment.ts";
import { paidBody, pendingBody } from "../../domain/orders/order-answers.ts";
import { PaypalCancelSchema, PaypalCaptureSchema, PaypalOrderSchema } from "../../domain/payments/schemas.ts";
import { providerKey } from "../../domain/payments/amounts.ts";

const paypal = (ctx: AppContext) => ctx.payments.gateways.paypal as PaypalGateway;

async function ownOrder(ctx: AppContext, internalOrderId: string, paypalOrderId: string | null) {
  const order = await ctx.store.orders.find(internalOrderId);
  if (!order || order.provider !== "paypal")
    throw payError(404, "not_found", `No PayPal order ${internalOrderId} on this server.`, "internalOrderId");
  if (paypalOrderId !== null && order.provider_ref !== paypalOrderId)
    throw payError(
      404,
      "not_found",
      `PayPal order ${paypalOrderId} does not belong to order ${internalOrderId}.`,
      "orderId",
    );
  return order;
}

/** POST /api/paypal/order { cart } → { id (PayPal's), internal_order_id }. */
export const paypalOrderRoute = payPost(
  "paypal.order",
  "paypal",
  PaypalOrderSchema,
  async (ctx, { cart }) => {
    const order = await createPendingOrder(ctx.store, cart, "paypal", ctx.clock(), ctx.abuse.config.ticketsPerBuyer);
    const eventName = (await ctx.store.events.event(order.event_id))?.name ?? "Tickets";
    const created = await openPayment(ctx.store, order, () =>
      paypal(ctx).createOrder({
        amount: { amount: order.final_price_paid, currency: order.currency },
        reference: order.id,
        description: describe(order, eventName),
        idempotencyKey: providerKey(order.id, "create"),
      }),
    );
    return { status: 200, body: { id: created.id, internal_order_id: order.id } };
  },
  { startsOrder: true },
);

/** POST /api/paypal/capture → success (a ticket) or pending. */
export const paypalCaptureRoute = payPost("paypal.capture", "paypal", PaypalCaptureSchema, async (ctx, input) => {
  const gateway = paypal(ctx);
  const order = await ownOrder(ctx, input.internalOrderId, input.orderId);
  if (order.status === "paid" || order.status === "refunded")
    return { status: 200, body: await settle(ctx, order.id, gateway, null, buyer) };
  let captured;
  try {
    captured = await gateway.captureOrder(input.orderId, providerKey(order.id, "capture"));
  } catch (err) {
    if (err instanceof GatewayError && err.kind === "declined")
      await closeOrder(ctx.store, order.id, "failed", err.message, buyer);
    throw err;
  }
  if (captured.status === "PENDING") {
    await notePending(ctx.store, order.id);
    return { status: 200, body: pendingBody(order) };
  }
  return { status: 200, body: await settle(ctx, order.id, gateway, captured.amount, buyer) };
});

/** POST /api/paypal/cancel → 204; the buyer closed PayPal's window. A paid order is not cancelled. */
export const paypalCancelRoute = payPost("paypal.cancel", "paypal", PaypalCancelSchema, async (ctx, input) => {
  const order = await ownOrder(ctx, input.internalOrderId, input.paypalOrderId);
  if (order.status === "paid")
    throw payError(
      409,
      "order_already_paid",
      "This order is already paid; it cannot be cancelled.",
      undefined,
      paidBody(ctx.origin(), order),
    );
  await closeOrder(ctx.store, order.id, "canceled", "cancelled by the buyer", buyer);
  if (order.provider_ref) await paypal(ctx).voidOrder(order.provider_ref);
  return { status: 204 };
});
