// The only door to provider code: each path's adapter is import()ed when its method is chosen, so step 1 carries
// none; the sandbox adapter is reached only in the demo bundle.
import type { PaymentPath } from "../lib/payment-methods/types.ts";
import type { WalletProbe } from "../lib/payment-methods/wallet-support.ts";
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
export async function loadAdapter(
  path: PaymentPath,
  config: Pick<PaymentServerConfig, "mode">,
): Promise<PaymentAdapterFactory> {
  // typeof guard: outside esbuild (vitest) the name is not defined.
  if (typeof __SANDBOX__ !== "undefined" && __SANDBOX__ && config.mode === "sandbox")
    return (await import("./sandbox/index.ts")).default;
  const load = adapters[path];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the path is server JSON
  if (!load)
    throw new Error(
      `No payment adapter for path "${String(path)}". Expected one of ${Object.keys(adapters).join(", ")}.`,
    );
  return (await load()).default;
}

/** What step 3 knows when it asks which wallets the device has (`GET /api/payments/config` + the order). */
export interface WalletProbeConfig {
  mode: "sandbox" | "live";
  enabled_paths: readonly PaymentPath[];
  stripe?: { publishable_key: string };
  currency: string;
  amountMinor: number;
}

/**
 * Step 3's wallet probe (walletProbeAtom's seam): Stripe's canMakePayment when the stripe path serves the event,
 * its chunk fetched only when the probe runs; null when no path can tell (the sandbox bundle with a sandbox
 * server has no Stripe; mollie's hosted wallets cannot be probed from here).
 */
export function walletProbeFor(config: WalletProbeConfig): WalletProbe | null {
  if (typeof __SANDBOX__ !== "undefined" && __SANDBOX__ && config.mode === "sandbox") return null;
  const key = config.stripe?.publishable_key;
  if (!key || !config.enabled_paths.includes("stripe")) return null;
  return async () =>
    (await import("./stripe/wallet-probe.ts")).default({
      publishableKey: key,
      currency: config.currency.toLowerCase() || "eur",
      amountMinor: config.amountMinor,
    });
}
