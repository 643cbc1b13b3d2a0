import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { BraintreeGateway } from "../../gateway.ts";
import { createBraintreeSandbox } from "./sandbox.ts";

/**
 * The Braintree gateway this configuration asks for (sandbox in demo mode; the live adapter is not written
 * yet). The sandbox needs no routes of its own (routes/sandbox/): cards are tokenized by the fake gateway under /gateway/.
 */
export function createBraintreeProvider(config: PaymentsConfig, store: Store): BraintreeGateway | null {
  if (config.demoMode) return createBraintreeSandbox(store, config.sandboxTimeoutMs);
  return null;
}
