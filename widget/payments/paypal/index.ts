import type { PayPalButtonsComponent } from "@paypal/paypal-js";
import { el } from "../dom.ts";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import { paymentMetadata, providerLocale } from "../metadata.ts";
import { outcomeFromResult, type ServerResult } from "../outcome.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";
import { loadPayPal } from "./load.ts";

/** The order cart of spec §7: currency EUR, locale, selected method, metadata. */
function orderCart(ctx: PaymentContext) {
  const cart = ctx.cart();
  return {
    ...cart,
    currency: "EUR",
    locale: providerLocale(ctx.language, cart.customer.countryCode),
    metadata: paymentMetadata(cart),
  };
}

/** PayPal (wallet_provider): Buttons in their own container; order, capture (ticket or pending), cancel. */
export default function createPayPalAdapter(): PaymentAdapter {
  let buttons: PayPalButtonsComponent | null = null;
  let root: HTMLElement | null = null;
  let torn = false;
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      ctx.onStatus("loading");
      const paypal = await loadPayPal(ctx.config.paypal.client_id);
      if (torn) return new Promise<PaymentOutcome>(() => {});
      root = el("div", { className: "tc-payment-provider tc-paypal", attrs: { "data-testid": "paypal-buttons" } });
      container.appendChild(root);
      let internalOrderId: string | null = null;
      // Our own failure from createOrder (e.g. ticket_stock_error): PayPal hands it to onError, where it must keep
      // its key instead of becoming "payment_failed" with the key as the message.
      let orderFailure: PaymentFailure | null = null;
      return new Promise<PaymentOutcome>((resolve, reject) => {
        const Buttons = paypal.Buttons;
        if (!Buttons) return reject(new PaymentFailure("failed_to_initialize_payment"));
        buttons = Buttons({
          style: { label: "pay" },
          createOrder: async () => {
            ctx.onStatus("waiting");
            orderFailure = null;
            const order = await ctx.api
              .post<{ id: string; internal_order_id: string }>(
                "/api/paypal/order",
                { cart: orderCart(ctx) },
                ctx.idempotencyKey,
              )
              .catch((err: unknown) => {
                if (isPaymentFailure(err)) orderFailure = err;
                throw err;
              });
            internalOrderId = order.internal_order_id;
            return order.id;
          },
          onApprove: async (data) => {
            ctx.onStatus("completing");
            try {
              const result = await ctx.api.post<ServerResult>(
                "/api/paypal/capture",
                { orderId: data.orderID, internalOrderId, cart: orderCart(ctx) },
                ctx.idempotencyKey,
              );
              resolve(outcomeFromResult(result));
            } catch (err) {
              reject(isPaymentFailure(err) ? err : new PaymentFailure("payment_failed", null, true));
            }
          },
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- its body catches every failure
          onCancel: async (data) => {
            const paypalOrderId = typeof data.orderID === "string" ? data.orderID : null;
            try {
              await ctx.api.post("/api/paypal/cancel", { internalOrderId, paypalOrderId });
            } catch {
              // the server expires an abandoned order on its own; the buyer may simply pick again
            }
            resolve({ kind: "cancelled" });
          },
          onError: (err) => {
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
            if (orderFailure || isPaymentFailure(err)) return reject(orderFailure ?? err);
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- PayPal may pass anything
            const message = err instanceof Error ? err.message : typeof err?.message === "string" ? err.message : null;
            reject(new PaymentFailure("payment_failed", message, true));
          },
        });
        buttons
          .render(root!)
          .then(() => ctx.onStatus("ready"))
          .catch(() => reject(new PaymentFailure("there_was_an_error_initializing_payment")));
      });
    },
    teardown() {
      torn = true;
      void buttons?.close().catch(() => {});
      buttons = null;
      root?.remove();
      root = null;
    },
  };
}
