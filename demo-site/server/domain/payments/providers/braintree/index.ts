import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { BraintreeGateway } from "../../gateway.ts";
import { createBraintreeSandbox } from "./sandbox.ts";
import { createBraintreeLive } from "./live.ts";

/**
 * The Braintree gateway this configuration asks for (the sandbox in demo mode; the live adapter on the official SDK when its keys are set; null = off). The sandbox needs no routes of its own (routes/sandbox/): cards are tokenized by the fake gateway under /gateway/.
 */
export function createBraintreeProvider(config: PaymentsConfig, store: Store): BraintreeGateway | null {
  if (config.demoMode) return createBraintreeSandbox(store, config.sandboxTimeoutMs);
  if (config.keys.braintree)
    return createBraintreeLive(config.keys.braintree, config.environment, config.providerTimeoutMs);
  return null;
}
