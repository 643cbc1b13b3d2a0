import { button, el } from "../dom.ts";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import { paymentMetadata, providerLocale } from "../metadata.ts";
import createMollieAdapter from "../mollie/index.ts";
import { outcomeFromResult, type ServerResult } from "../outcome.ts";
import { paymentMethodTypes } from "../stripe/create-intent.ts";
import { intentIdFromSecret, outcomeFromIntent, verifyIntent } from "../stripe/verify.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";

/** Marker the production-bundle test greps for: this file must never ship outside the demo build. */
export const SANDBOX_MARKER = "tc-sandbox-adapter-test-mode";

type Choice = "pay" | "decline" | "pending";

async function control(ctx: PaymentContext, target: string, outcome: "fail" | "pending") {
  await ctx.api.post("/sandbox/control", { target, outcome, times: 1 });
}

/** Plays the provider's part through the server's /sandbox routes, then calls the real /api route. */
async function settle(ctx: PaymentContext, choice: Choice): Promise<PaymentOutcome> {
  const cart = ctx.cart();
  const key = ctx.idempotencyKey;
  switch (ctx.choice.path) {
    case "stripe": {
      const { clientSecret } = await ctx.api.post<{ clientSecret: string }>(
        "/api/stripe/create-payment-intent",
        { ...cart, payment_method_types: paymentMethodTypes(ctx), metadata: paymentMetadata(cart) },
        key,
      );
      const id = intentIdFromSecret(clientSecret);
      const outcome = choice === "pay" ? "succeeded" : choice === "pending" ? "processing" : "requires_payment_method";
      await ctx.api.post(`/sandbox/stripe/intents/${encodeURIComponent(id)}/confirm`, {
        client_secret: clientSecret,
        outcome,
      });
      ctx.onStatus("completing");
      return outcomeFromIntent(await verifyIntent(ctx.api, id, clientSecret, key));
    }
    case "paypal": {
      const orderCart = {
        ...cart,
        currency: "EUR",
        locale: providerLocale(ctx.language, cart.customer.countryCode),
        metadata: paymentMetadata(cart),
      };
      const order = await ctx.api.post<{ id: string; internal_order_id: string }>(
        "/api/paypal/order",
        { cart: orderCart },
        key,
      );
      await ctx.api.post(`/sandbox/paypal/orders/${encodeURIComponent(order.id)}/approve`, {});
      if (choice !== "pay") await control(ctx, "paypal.capture", choice === "pending" ? "pending" : "fail");
      ctx.onStatus("completing");
      const result = await ctx.api.post<ServerResult>(
        "/api/paypal/capture",
        { orderId: order.id, internalOrderId: order.internal_order_id, cart: orderCart },
        key,
      );
      return outcomeFromResult(result);
    }
    case "braintree": {
      if (choice === "pending") await control(ctx, "braintree.process-payment", "pending");
      const nonce = choice === "decline" ? "fake-processor-declined-visa-nonce" : "fake-valid-nonce";
      const { processPaymentBody } = await import("../braintree/process-body.ts");
      ctx.onStatus("completing");
      return outcomeFromResult(
        await ctx.api.post<ServerResult>("/api/braintree/process-payment", processPaymentBody(ctx, nonce, null), key),
      );
    }
    default:
      throw new PaymentFailure("unsupported_payment_method");
  }
}

/**
 * Demo-only adapter (compiled in only when esbuild defines __SANDBOX__ true): a bannered test-mode panel with
 * Pay / Decline / Leave pending. The hosted checkout keeps its real flow: its sandbox page lives on the server.
 */
export default function createSandboxAdapter(): PaymentAdapter {
  let root: HTMLElement | null = null;
  let delegate: PaymentAdapter | null = null;
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      const banner = el("p", {
        className: "tc-alert tc-sandbox-banner",
        text: ctx.t("payment.test_mode"),
        attrs: { "data-marker": SANDBOX_MARKER, role: "note" },
      });
      if (ctx.choice.path === "mollie") {
        container.appendChild(banner);
        root = banner;
        delegate = createMollieAdapter();
        return delegate.mount(container, ctx);
      }
      return new Promise<PaymentOutcome>((resolve, reject) => {
        let busy = false;
        const act = (choice: Choice) => () => {
          if (busy) return;
          busy = true;
          for (const b of buttons) b.disabled = true;
          ctx.onStatus("waiting");
          settle(ctx, choice).then(resolve, (err: unknown) =>
            reject(isPaymentFailure(err) ? err : new PaymentFailure("payment_failed", null, true)),
          );
        };
        const buttons = [
          button(ctx.t("payment.sandbox_pay"), act("pay")),
          button(ctx.t("payment.sandbox_decline"), act("decline"), "tc-button"),
          button(ctx.t("payment.sandbox_pending"), act("pending"), "tc-button"),
        ];
        root = el("div", { className: "tc-payment-provider tc-sandbox", attrs: { "data-testid": "sandbox-adapter" } }, [
          banner,
          el("div", { className: "tc-sandbox-actions" }, buttons),
        ]);
        container.appendChild(root);
        ctx.onStatus("ready");
      });
    },
    teardown() {
      delegate?.teardown();
      root?.remove();
      root = null;
    },
  };
}
