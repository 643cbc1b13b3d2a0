import type { PaymentPath } from "../lib/payment-methods/types.ts";
import type { PaymentAdapterFactory, PaymentServerConfig } from "./types.ts";

/** Replaced by esbuild: true only in the demo bundle (scripts/build-widget.mjs), so production has no sandbox code. */
declare const __SANDBOX__: boolean;

type AdapterModule = { default: PaymentAdapterFactory };

// One chunk per provider, fetched only once its method is chosen: step 1 carries no provider code.
const adapters: Record<PaymentPath, () => Promise<AdapterModule>> = {
  stripe: () => import("./stripe/index.ts"),
  paypal: () => import("./paypal/index.ts"),
  braintree: () => import("./braintree/index.ts"),
  mollie: () => import("./mollie/index.ts"),
};

/** The adapter for a path; in the demo bundle with a sandbox server, the test-mode adapter instead. */
export async function loadAdapter(path: PaymentPath, config: Pick<PaymentServerConfig, "mode">): Promise<PaymentAdapterFactory> {
  // typeof guard: outside esbuild (vitest) the name is not defined.
  if (typeof __SANDBOX__ !== "undefined" && __SANDBOX__ && config.mode === "sandbox") return (await import("./sandbox/index.ts")).default;
  const load = adapters[path];
  if (!load) throw new Error(`No payment adapter for path "${String(path)}". Expected one of ${Object.keys(adapters).join(", ")}.`);
  return (await load()).default;
}
