import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { MollieGateway } from "../../gateway.ts";
import { createMollieSandbox } from "./sandbox.ts";
import { createMollieLive } from "./live.ts";

/** The Mollie gateway this configuration asks for (the sandbox in demo mode; the live adapter on the official SDK when its keys are set; null = off). */
export function createMollieProvider(config: PaymentsConfig, store: Store): MollieGateway | null {
  if (config.demoMode) return createMollieSandbox(store, config.sandboxTimeoutMs);
  if (config.keys.mollie) return createMollieLive(config.keys.mollie, config.providerTimeoutMs);
  return null;
}
