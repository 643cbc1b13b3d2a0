import type { Db } from "../../../../store/sqlite/open.ts";
import type { Route } from "../../../../http/router.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { PaypalGateway } from "../../gateway.ts";
import { createPaypalSandbox } from "./sandbox.ts";
import { paypalSandboxRoutes } from "../../../../routes/sandbox/paypal.ts";

/** The PayPal gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createPaypalProvider(config: PaymentsConfig, db: Db): { gateway: PaypalGateway; sandboxRoutes: Route[] } | null {
  if (config.demoMode) return { gateway: createPaypalSandbox(db, config.sandboxTimeoutMs), sandboxRoutes: paypalSandboxRoutes(db) };
  return null;
}

/** What the widget needs to load the PayPal JS SDK. */
export function paypalPublicConfig(config: PaymentsConfig): { client_id: string | null } {
  return { client_id: config.demoMode ? "sb" : config.paypalClientId };
}
