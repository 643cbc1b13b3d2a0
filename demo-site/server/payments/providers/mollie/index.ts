import type { Db } from "../../../db/open.ts";
import type { Route } from "../../../router.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { MollieGateway } from "../../gateway.ts";
import { mollieCheckoutRoutes } from "./checkout-page.ts";
import { createMollieSandbox } from "./sandbox.ts";

/** The Mollie gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createMollieProvider(config: PaymentsConfig, db: Db): { gateway: MollieGateway; sandboxRoutes: Route[] } | null {
  if (config.demoMode) return { gateway: createMollieSandbox(db, config.sandboxTimeoutMs), sandboxRoutes: mollieCheckoutRoutes(db) };
  return null;
}
