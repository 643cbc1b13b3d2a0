import type { AppContext } from "../../context.ts";
import { payError } from "../../domain/payments/errors.ts";
import type { MollieGateway } from "../../domain/payments/gateway.ts";
import { payPost } from "./pay-handler.ts";
import { createPendingOrder } from "../../domain/orders/create-pending-order.ts";
import { settle } from "../../domain/orders/finalise-order.ts";
import { buyer } from "./buyer-actor.ts";
import { closeOrder, describe, notePending, openPayment } from "../../domain/orders/open-payment.ts";
import { guestOf } from "../../domain/orders/order-answers.ts";
import { MolliePaymentSchema, MollieVerifySchema } from "../../domain/payments/schemas.ts";
import { providerKey } from "../../domain/payments/amounts.ts";

const mollie = (ctx: AppContext) => ctx.payments.gateways.mollie as MollieGateway;

/** POST /api/mollie/process-payment → { checkoutUrl }; the buyer comes back to redirectUrl with the return parameters. */
export const molliePaymentRoute = payPost(
  "mollie.process-payment",
  "mollie",
  MolliePaymentSchema,
  async (ctx, input, { requestOrigin }) => {
    const order = await createPendingOrder(ctx.store, input, "mollie", ctx.clock(), ctx.abuse.config.ticketsPerBuyer);
    const back = new URL(input.redirectUrl);
    back.searchParams.set("payment_provider", "mollie");
    back.searchParams.set("order_id", order.id);
    back.searchParams.set("guest_id", order.return_token ?? "");
    back.searchParams.set("event_id", String(order.event_id));
    const eventName = (await ctx.store.events.event(order.event_id))?.name ?? "Tickets";
    const payment = await openPayment(ctx.store, order, () =>
      mollie(ctx).createPayment({
        amount: { amount: order.final_price_paid, currency: order.currency },
        description: describe(order, eventName),
        redirectUrl: back.toString(),
        method: input.method,
        locale: input.locale,
        orderId: order.id,
        requestOrigin,
        webhookUrl: `${ctx.origin()}/api/webhooks/mollie`,
        idempotencyKey: providerKey(order.id, "create"),
      }),
    );
    return { status: 200, body: { checkoutUrl: payment.checkoutUrl, order_id: order.id } };
  },
  { startsOrder: true },
);

/** POST /api/mollie/verify-order { order_id, guest_id, event_id } → the payment's status; paid finalises exactly once. */
export const mollieVerifyRoute = payPost("mollie.verify-order", "mollie", MollieVerifySchema, async (ctx, input) => {
  const gateway = mollie(ctx);
  const order = await ctx.store.orders.find(input.order_id);
  if (
    !order ||
    order.provider !== "mollie" ||
    order.return_token !== input.guest_id ||
    order.event_id !== input.event_id
  ) {
    throw payError(404, "not_found", "No Mollie order with this order_id, guest_id and event_id.", "order_id");
  }
  if (order.status === "paid" || order.status === "refunded")
    return { status: 200, body: await settle(ctx, order.id, gateway, null, buyer) };
  if (!order.provider_ref)
    throw payError(409, "payment_not_started", `Order ${order.id} has no Mollie payment.`, "order_id");
  const { status, amount } = await gateway.getPayment(order.provider_ref);
  if (status === "paid") return { status: 200, body: await settle(ctx, order.id, gateway, amount, buyer) };
  // The buyer is back (this route runs on the return) and the payment is not done: still "open" (a bank transfer
  // waits for the money), pending or authorized. The checkout says a mail was sent: the pending mail, held back a
  // minute and skipped if the payment is confirmed meanwhile.
  if (status === "open" || status === "pending" || status === "authorized") {
    await notePending(ctx.store, order.id);
    return { status: 200, body: { status, verified: true, guest: guestOf(order), order_id: order.id } };
  }
  await closeOrder(ctx.store, order.id, status === "failed" ? "failed" : "canceled", `mollie ${status}`, buyer);
  return {
    status: 200,
    body: {
      status,
      verified: false,
      guest: guestOf(order),
      order_id: order.id,
      type: "payment_failed",
      message: `The payment was ${status}.`,
    },
  };
});
