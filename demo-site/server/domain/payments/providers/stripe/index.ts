import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { StripeGateway } from "../../gateway.ts";
import { createStripeSandbox } from "./sandbox.ts";
import { createStripeLive } from "./live.ts";

/** The Stripe gateway this configuration asks for (the sandbox in demo mode; the live adapter on the official SDK when its keys are set; null = off). */
export function createStripeProvider(config: PaymentsConfig, store: Store): StripeGateway | null {
  if (config.demoMode) return createStripeSandbox(store, config.sandboxTimeoutMs);
  if (config.keys.stripe) return createStripeLive(config.keys.stripe, config.providerTimeoutMs);
  return null;
}

/** What the widget needs to load Stripe.js. */
export function stripePublicConfig(config: PaymentsConfig): { publishable_key: string | null } {
  return { publishable_key: config.demoMode ? "pk_test_sandbox_demo" : config.stripePublishableKey };
}
