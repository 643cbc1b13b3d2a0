import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { button, el } from "../dom.ts";
import { PaymentFailure } from "../errors.ts";
import type { PaymentContext, PaymentOutcome } from "../types.ts";
import { createPaymentIntent } from "./create-intent.ts";
import { intentIdFromSecret, outcomeFromIntent, verifyIntent } from "./verify.ts";

/**
 * Card intent (spec §2 step 4): create the intent, show the Payment Element, "Confirm payment" enabled only when
 * the element reports complete, confirmPayment (redirect methods leave and come back to step 0), verifyIntent.
 */
export async function payWithPaymentElement(stripe: Stripe, root: HTMLElement, ctx: PaymentContext, track: (e: StripePaymentElement) => void): Promise<PaymentOutcome> {
  const clientSecret = await createPaymentIntent(ctx);
  const elements: StripeElements = stripe.elements({ clientSecret, locale: ctx.language as "auto" });
  const element = elements.create("payment");
  track(element);
  const slot = el("div", { className: "tc-stripe-element", attrs: { "data-testid": "stripe-payment-element" } });
  const error = el("p", { className: "tc-field-error", attrs: { role: "alert" } });
  let confirming = false;
  return new Promise<PaymentOutcome>((resolve, reject) => {
    const confirm = button(ctx.t("payment.confirm_payment"), () => {
      if (confirming) return; // a second click joins the first confirm
      confirming = true;
      confirm.disabled = true;
      ctx.onStatus("waiting");
      void stripe
        .confirmPayment({ elements, confirmParams: { return_url: ctx.returnUrl }, redirect: "if_required" })
        .then(async ({ error: failure, paymentIntent }) => {
          if (failure) throw new PaymentFailure("payment_failed", failure.message ?? null, true);
          ctx.onStatus("completing");
          const id = paymentIntent?.id ?? intentIdFromSecret(clientSecret);
          resolve(outcomeFromIntent(await verifyIntent(ctx.api, id, clientSecret, ctx.idempotencyKey)));
        })
        .catch(reject);
    });
    confirm.disabled = true;
    confirm.setAttribute("data-testid", "stripe-confirm");
    element.on("change", (event) => {
      if (!confirming) confirm.disabled = !event.complete;
    });
    element.on("loaderror", () => reject(new PaymentFailure("there_was_an_error_initializing_payment")));
    root.append(slot, error, confirm);
    element.mount(slot);
    ctx.onStatus("ready");
  });
}
