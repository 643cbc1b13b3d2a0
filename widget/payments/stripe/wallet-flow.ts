import type { Stripe, StripeExpressCheckoutElement, StripeExpressCheckoutElementConfirmEvent } from "@stripe/stripe-js";
import { el } from "../dom.ts";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import type { PaymentContext, PaymentOutcome } from "../types.ts";
import { createPaymentIntent } from "./create-intent.ts";
import { intentIdFromSecret, outcomeFromIntent, verifyIntent } from "./verify.ts";

/**
 * Apple Pay / Google Pay through the Express Checkout Element, asking for the payer's name and email. Spec §4
 * wallet flow: create the intent, confirm, verify; succeeded -> ticket or pending, processing -> pending,
 * anything else -> failure with the sheet completed as failed.
 */
export async function payWithWallet(
  stripe: Stripe,
  root: HTMLElement,
  ctx: PaymentContext,
  track: (e: StripeExpressCheckoutElement) => void,
): Promise<PaymentOutcome> {
  const wallet = ctx.choice.method === "googlepay" ? "googlePay" : "applePay";
  const elements = stripe.elements({
    mode: "payment",
    amount: ctx.amountMinor,
    currency: ctx.config.currency.toLowerCase() || "eur",
  });
  const element = elements.create("expressCheckout", {
    emailRequired: true,
    billingAddressRequired: true, // the billing details carry the payer's name
    paymentMethods: {
      applePay: wallet === "applePay" ? "always" : "never",
      googlePay: wallet === "googlePay" ? "always" : "never",
    },
  });
  track(element);
  const slot = el("div", { className: "tc-stripe-wallet", attrs: { "data-testid": "stripe-express-checkout" } });
  root.appendChild(slot);
  return new Promise<PaymentOutcome>((resolve, reject) => {
    element.on("ready", (event) => {
      const available = event.availablePaymentMethods as Record<string, boolean> | undefined;
      if (!available?.[wallet]) reject(new PaymentFailure("error_loading_payment_options"));
      else ctx.onStatus("ready");
    });
    element.on("loaderror", () => reject(new PaymentFailure("error_loading_payment_options")));
    element.on("confirm", (event: StripeExpressCheckoutElementConfirmEvent) => {
      ctx.onStatus("waiting");
      void (async () => {
        try {
          const submitted = await elements.submit();
          if (submitted.error) throw new PaymentFailure("payment_failed", submitted.error.message ?? null, true);
          const clientSecret = await createPaymentIntent(ctx);
          const { error, paymentIntent } = await stripe.confirmPayment({
            elements,
            clientSecret,
            confirmParams: { return_url: ctx.returnUrl },
            redirect: "if_required",
          });
          if (error) throw new PaymentFailure("payment_failed", error.message ?? null, true);
          ctx.onStatus("completing");
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Stripe.js may omit it
          const id = paymentIntent?.id ?? intentIdFromSecret(clientSecret);
          resolve(outcomeFromIntent(await verifyIntent(ctx.api, id, clientSecret, ctx.idempotencyKey)));
        } catch (err) {
          const failure = isPaymentFailure(err) ? err : new PaymentFailure("payment_failed", null, true);
          event.paymentFailed({ reason: "fail" });
          console.error("[ticket-checkout] wallet payment failed:", failure.providerMessage ?? failure.key);
          reject(failure);
        }
      })();
    });
    element.mount(slot);
  });
}
