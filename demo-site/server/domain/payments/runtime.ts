import type { Store } from "../../store/index.ts";
import type { PaymentsConfig } from "./config.ts";
import { providerNames, type PaymentGateways, type ProviderName } from "./gateway.ts";
import { createBraintreeProvider } from "./providers/braintree/index.ts";
import { createMollieProvider } from "./providers/mollie/index.ts";
import { createPaypalProvider } from "./providers/paypal/index.ts";
import { createStripeProvider } from "./providers/stripe/index.ts";
import { pruneKeys } from "./idempotency.ts";

/** Everything the payment routes share: configuration, the gateways, the clock and the expiry sweep. */
export interface PaymentsRuntime {
  config: PaymentsConfig;
  gateways: PaymentGateways;
  /** Epoch ms; tests replace it to move time (reservation expiry). */
  clock: () => number;
  /** The paths that can take payments, in the order the config lists them. */
  enabledPaths(): ProviderName[];
  stop(): void;
}

const sweepEveryMs = 30_000;

export function createPaymentsRuntime(config: PaymentsConfig, store: Store): PaymentsRuntime {
  const gateways: PaymentGateways = {
    stripe: createStripeProvider(config, store),
    paypal: createPaypalProvider(config, store),
    braintree: createBraintreeProvider(config, store),
    mollie: createMollieProvider(config, store),
  };
  let stopped = false;
  const runtime: PaymentsRuntime = {
    config,
    gateways,
    clock: () => Date.now(),
    enabledPaths: () => providerNames.filter((name) => gateways[name] !== null),
    stop: () => {
      stopped = true;
      clearInterval(sweep);
    },
  };
  // Expiry is also applied lazily on every read; the sweep frees held stock nobody asks about and old keys. One
  // process at a time runs it (Store.exclusive).
  const sweep = setInterval(() => {
    if (stopped) return;
    store
      .exclusive("reservation-sweep", async () => {
        await store.reservations.expireDue(runtime.clock());
        await pruneKeys(store, runtime.clock());
      })
      .catch((err: unknown) => console.error("reservation sweep failed:", err));
  }, sweepEveryMs);
  sweep.unref();
  return runtime;
}
