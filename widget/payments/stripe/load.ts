import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { PaymentFailure } from "../errors.ts";

/** Stripe.js from js.stripe.com (loadStripe memoizes the script and clears it after a failed load). */
export async function loadStripeFor(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null = null;
  try {
    stripe = await loadStripe(publishableKey);
  } catch {
    stripe = null;
  }
  if (!stripe) throw new PaymentFailure("failed_to_initialize_payment");
  return stripe;
}
