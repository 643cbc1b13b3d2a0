import type { StripeElement } from "@stripe/stripe-js";
import { el } from "../dom.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";
import { payWithPaymentElement } from "./intent-flow.ts";
import { loadStripeFor } from "./load.ts";
import { payWithWallet } from "./wallet-flow.ts";

/** Card intent, local methods and wallets through Stripe (card_provider_b). */
export default function createStripeAdapter(): PaymentAdapter {
  let root: HTMLElement | null = null;
  let element: { destroy(): void } | null = null;
  const track = (e: StripeElement | { destroy(): void }) => {
    element = e;
  };
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      ctx.onStatus("loading");
      const stripe = await loadStripeFor(ctx.config.stripe.publishable_key);
      root = el("div", { className: "tc-payment-provider tc-stripe" });
      container.appendChild(root);
      const wallet = ctx.choice.method === "applepay" || ctx.choice.method === "googlepay";
      return wallet ? payWithWallet(stripe, root, ctx, track) : payWithPaymentElement(stripe, root, ctx, track);
    },
    teardown() {
      try {
        element?.destroy();
      } catch {
        // already destroyed
      }
      element = null;
      root?.remove();
      root = null;
    },
  };
}
