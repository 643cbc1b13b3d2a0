import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { MollieGateway } from "../../gateway.ts";
import { createMollieSandbox } from "./sandbox.ts";

/** The Mollie gateway this configuration asks for (sandbox in demo mode; the live adapter is not written yet). */
export function createMollieProvider(config: PaymentsConfig, store: Store): MollieGateway | null {
  if (config.demoMode) return createMollieSandbox(store, config.sandboxTimeoutMs);
  return null;
}
