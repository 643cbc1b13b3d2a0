import type { Db } from "../../../../store/sqlite/open.ts";
import type { Route } from "../../../../http/router.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { StripeGateway } from "../../gateway.ts";
import { createStripeSandbox } from "./sandbox.ts";
import { stripeSandboxRoutes } from "../../../../routes/sandbox/stripe.ts";

/** The Stripe gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createStripeProvider(config: PaymentsConfig, db: Db): { gateway: StripeGateway; sandboxRoutes: Route[] } | null {
  if (config.demoMode) return { gateway: createStripeSandbox(db, config.sandboxTimeoutMs), sandboxRoutes: stripeSandboxRoutes(db) };
  return null;
}

/** What the widget needs to load Stripe.js. */
export function stripePublicConfig(config: PaymentsConfig): { publishable_key: string | null } {
  return { publishable_key: config.demoMode ? "pk_test_sandbox_demo" : config.stripePublishableKey };
}
