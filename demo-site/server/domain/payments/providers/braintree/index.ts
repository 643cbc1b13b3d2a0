import type { Db } from "../../../../store/sqlite/open.ts";
import type { Route } from "../../../../http/router.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { BraintreeGateway } from "../../gateway.ts";
import { createBraintreeSandbox } from "./sandbox.ts";

/**
 * The Braintree gateway this configuration asks for (sandbox in demo mode; the live adapter is not written
 * yet). The sandbox needs no routes of its own: cards are tokenized by the fake gateway under /gateway/.
 */
export function createBraintreeProvider(config: PaymentsConfig, db: Db): { gateway: BraintreeGateway; sandboxRoutes: Route[] } | null {
  if (config.demoMode) return { gateway: createBraintreeSandbox(db, config.sandboxTimeoutMs), sandboxRoutes: [] };
  return null;
}
