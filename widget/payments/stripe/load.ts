import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { PaymentFailure } from "../errors.ts";
import { withinScriptDeadline } from "../script-deadline.ts";

/**
 * Stripe.js from js.stripe.com (loadStripe memoizes the script and clears it after a failed load), waited for at
 * most SCRIPT_DEADLINE_MS. A stalled script is left to finish: browsers share one request per URL, so a fresh tag
 * would wait on the same one; Try again waits for it again, and works once it arrives.
 */
export async function loadStripeFor(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    stripe = await withinScriptDeadline(loadStripe(publishableKey));
  } catch {
    stripe = null;
  }
  if (!stripe) throw new PaymentFailure("failed_to_initialize_payment");
  return stripe;
}
