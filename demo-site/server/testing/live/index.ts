import type { LiveDriver } from "./driver.ts";
import { stripeDriver } from "./stripe.ts";

/** One driver per live adapter (routes/payments/live-providers.test.ts runs the same contract on each). */
export function liveDrivers(): LiveDriver[] {
  return [stripeDriver()];
}
