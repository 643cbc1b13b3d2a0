import type { Db } from "../../../../store/sqlite/open.ts";
import type { Route } from "../../../../http/router.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { MollieGateway } from "../../gateway.ts";
import { mollieCheckoutRoutes } from "../../../../routes/sandbox/mollie-checkout-page.ts";
import { createMollieSandbox } from "./sandbox.ts";

/** The Mollie gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createMollieProvider(config: PaymentsConfig, db: Db): { gateway: MollieGateway; sandboxRoutes: Route[] } | null {
  if (config.demoMode) return { gateway: createMollieSandbox(db, config.sandboxTimeoutMs), sandboxRoutes: mollieCheckoutRoutes(db) };
  return null;
}
