import type { Stripe, StripeElements, StripeElementsOptionsMode, StripePaymentElement } from "@stripe/stripe-js";
import { button, el } from "../dom.ts";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import type { PaymentContext, PaymentOutcome } from "../types.ts";
import { createPaymentIntent, paymentMethodTypes } from "./create-intent.ts";
import { intentIdFromSecret, outcomeFromIntent, verifyIntent } from "./verify.ts";

/**
 * Card intent (spec §2 step 4) with Stripe's deferred intent: the Payment Element is shown from the amount and
 * currency alone; "Confirm payment" (enabled only when the element reports complete) validates the form, then
 * creates the intent, confirms it (redirect methods leave and come back to step 0) and verifies it. The intent
 * exists only once the buyer confirms, so tickets running out before that end in "not enough tickets" from
 * create-payment-intent, with nothing charged.
 */
export async function payWithPaymentElement(
  stripe: Stripe,
  root: HTMLElement,
  ctx: PaymentContext,
  track: (e: StripePaymentElement) => void,
): Promise<PaymentOutcome> {
  const options: StripeElementsOptionsMode = {
    mode: "payment",
    amount: ctx.amountMinor,
    currency: ctx.config.currency.toLowerCase() || "eur",
    // Endive's name (Stripe.js throws on the older `paymentMethodTypes`); the intent is made with the same list.
    allowedPaymentMethodTypes: paymentMethodTypes(ctx),
    locale: ctx.language as "auto",
  };
  const elements: StripeElements = stripe.elements(options);
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
      void (async () => {
        // The element's own checks first (an incomplete form stays on the form, nothing is created).
        const submitted = await elements.submit();
        if (submitted.error) {
          error.textContent = submitted.error.message ?? "";
          confirming = false;
          confirm.disabled = false;
          ctx.onStatus("ready");
          return;
        }
        const clientSecret = await createPaymentIntent(ctx);
        const { error: failure, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: ctx.returnUrl },
          redirect: "if_required",
        });
        if (failure) throw new PaymentFailure("payment_failed", failure.message ?? null, true);
        ctx.onStatus("completing");
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Stripe.js may omit it
        const id = paymentIntent?.id ?? intentIdFromSecret(clientSecret);
        resolve(outcomeFromIntent(await verifyIntent(ctx.api, id, clientSecret, ctx.idempotencyKey)));
      })().catch((err: unknown) =>
        reject(isPaymentFailure(err) ? err : new PaymentFailure("payment_failed", null, true)),
      );
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
