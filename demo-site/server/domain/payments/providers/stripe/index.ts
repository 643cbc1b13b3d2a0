import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { StripeGateway } from "../../gateway.ts";
import { createStripeSandbox } from "./sandbox.ts";

/** The Stripe gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createStripeProvider(config: PaymentsConfig, store: Store): StripeGateway | null {
  if (config.demoMode) return createStripeSandbox(store, config.sandboxTimeoutMs);
  return null;
}

/** What the widget needs to load Stripe.js. */
export function stripePublicConfig(config: PaymentsConfig): { publishable_key: string | null } {
  return { publishable_key: config.demoMode ? "pk_test_sandbox_demo" : config.stripePublishableKey };
}
