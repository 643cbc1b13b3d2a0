import { button, el } from "../dom.ts";
import { paymentMetadata, providerLocale } from "../metadata.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";

/** Spec §9: hosted redirect countdown. */
export const MOLLIE_COUNTDOWN_MS = 5_000;

/**
 * Hosted checkout (spec §2 step 4): process-payment returns the provider's checkoutUrl; a 5-second countdown
 * with "Pay now", then the page leaves for it. The return lands on step 0 (widget/ui/return/).
 */
export default function createMollieAdapter(): PaymentAdapter {
  let timer: ReturnType<typeof setInterval> | undefined;
  let root: HTMLElement | null = null;
  let torn = false;
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      ctx.onStatus("loading");
      const cart = ctx.cart();
      const { checkoutUrl } = await ctx.api.post<{ checkoutUrl: string }>(
        "/api/mollie/process-payment",
        {
          ...cart,
          locale: providerLocale(ctx.language, cart.customer.countryCode),
          method: ctx.choice.providerMethod,
          metadata: paymentMetadata(cart),
          redirectUrl: ctx.returnUrl,
        },
        ctx.idempotencyKey,
      );
      if (torn) return new Promise<PaymentOutcome>(() => {}); // Back was pressed meanwhile: stay put
      ctx.onStatus("ready");
      return new Promise<PaymentOutcome>((resolve) => {
        const total = ctx.delays?.countdownMs ?? MOLLIE_COUNTDOWN_MS;
        const startedAt = Date.now();
        const text = el("p", {
          className: "tc-countdown",
          attrs: { "aria-live": "polite", "data-testid": "mollie-countdown" },
        });
        const go = () => {
          if (torn) return;
          clearInterval(timer);
          torn = true;
          resolve({ kind: "redirecting" });
          ctx.navigate(checkoutUrl);
        };
        const tick = () => {
          const left = Math.max(0, Math.ceil((total - (Date.now() - startedAt)) / 1000));
          text.textContent = ctx.t("payment.redirect_countdown", { seconds: left });
          if (Date.now() - startedAt >= total) go();
        };
        root = el("div", { className: "tc-payment-provider tc-mollie" }, [text, button(ctx.t("payment.pay_now"), go)]);
        container.appendChild(root);
        tick();
        timer = setInterval(tick, Math.min(250, total));
      });
    },
    teardown() {
      torn = true;
      clearInterval(timer);
      root?.remove();
      root = null;
    },
  };
}
