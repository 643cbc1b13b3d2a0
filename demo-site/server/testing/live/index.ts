import type { LiveDriver } from "./driver.ts";
import { braintreeDriver } from "./braintree.ts";
import { mollieDriver } from "./mollie.ts";
import { paypalDriver } from "./paypal.ts";
import { stripeDriver } from "./stripe.ts";

/** One driver per live adapter (routes/payments/live-providers.test.ts runs the same contract on each). */
export function liveDrivers(): LiveDriver[] {
  return [stripeDriver(), paypalDriver(), braintreeDriver(), mollieDriver()];
}
