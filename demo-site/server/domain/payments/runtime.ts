import type { Db } from "../../store/sqlite/open.ts";
import type { Route } from "../../http/router.ts";
import type { PaymentsConfig } from "./config.ts";
import { providerNames, type PaymentGateways, type ProviderName } from "./gateway.ts";
import { createBraintreeProvider } from "./providers/braintree/index.ts";
import { createMollieProvider } from "./providers/mollie/index.ts";
import { createPaypalProvider } from "./providers/paypal/index.ts";
import { createStripeProvider } from "./providers/stripe/index.ts";
import { pruneKeys } from "./idempotency.ts";
import { expireReservations } from "../reservations/reservations.ts";

/** Everything the payment routes share: configuration, the gateways, the clock and the expiry sweep. */
export interface PaymentsRuntime {
  config: PaymentsConfig;
  gateways: PaymentGateways;
  /** The provider-side routes of the sandbox (/sandbox/...); empty unless in demo mode. */
  sandboxRoutes: Route[];
  /** Epoch ms; tests replace it to move time (reservation expiry). */
  clock: () => number;
  /** The paths that can take payments, in the order the config lists them. */
  enabledPaths(): ProviderName[];
  stop(): void;
}

const sweepEveryMs = 30_000;

export function createPaymentsRuntime(config: PaymentsConfig, db: Db): PaymentsRuntime {
  const stripe = createStripeProvider(config, db);
  const paypal = createPaypalProvider(config, db);
  const braintree = createBraintreeProvider(config, db);
  const mollie = createMollieProvider(config, db);
  const gateways: PaymentGateways = {
    stripe: stripe?.gateway ?? null,
    paypal: paypal?.gateway ?? null,
    braintree: braintree?.gateway ?? null,
    mollie: mollie?.gateway ?? null,
  };
  const runtime: PaymentsRuntime = {
    config,
    gateways,
    sandboxRoutes: [stripe, paypal, braintree, mollie].flatMap((p) => p?.sandboxRoutes ?? []),
    clock: () => Date.now(),
    enabledPaths: () => providerNames.filter((name) => gateways[name] !== null),
    stop: () => clearInterval(sweep),
  };
  // Expiry is also applied lazily on every read; the sweep frees held stock nobody asks about and old keys.
  const sweep = setInterval(() => {
    try {
      if (!db.open) return;
      expireReservations(db, runtime.clock());
      pruneKeys(db, runtime.clock());
    } catch (err) {
      console.error("reservation sweep failed:", err);
    }
  }, sweepEveryMs);
  sweep.unref();
  return runtime;
}
