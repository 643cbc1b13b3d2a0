import type { Store } from "../../../../store/index.ts";
import type { PaymentsConfig } from "../../config.ts";
import type { PaypalGateway } from "../../gateway.ts";
import { createPaypalSandbox } from "./sandbox.ts";
import { createPaypalLive } from "./live.ts";

/** The PayPal gateway this configuration asks for (the sandbox in demo mode; the live adapter on the official SDK when its keys are set; null = off). */
export function createPaypalProvider(config: PaymentsConfig, store: Store): PaypalGateway | null {
  if (config.demoMode) return createPaypalSandbox(store, config.sandboxTimeoutMs);
  if (config.keys.paypal) return createPaypalLive(config.keys.paypal, config.environment, config.providerTimeoutMs);
  return null;
}

/** What the widget needs to load the PayPal JS SDK. */
export function paypalPublicConfig(config: PaymentsConfig): { client_id: string | null } {
  return { client_id: config.demoMode ? "sb" : config.paypalClientId };
}
