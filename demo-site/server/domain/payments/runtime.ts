// The payments' moving parts: the gateways, an injectable clock, and the expiry sweep, run by one process at a
// time (store.exclusive).
import type { Store } from "../../store/index.ts";
import type { PaymentsConfig } from "./config.ts";
import { providerNames, type PaymentGateways, type ProviderName } from "./gateway.ts";
import { createBraintreeProvider } from "./providers/braintree/index.ts";
import { createMollieProvider } from "./providers/mollie/index.ts";
import { createPaypalProvider } from "./providers/paypal/index.ts";
import { createStripeProvider } from "./providers/stripe/index.ts";
import { pruneKeys } from "./idempotency.ts";
import { describeSummary, reconcile, type ReconcileSummary } from "./reconcile.ts";
import type { Deps } from "../deps.ts";

/** What the sweep is handed; with `translations` a refund it sees succeed also mails its buyer. */
export type SweepDeps = Pick<Deps, "ticketSecret" | "origin"> & Partial<Pick<Deps, "translations">>;

/** Everything the payment routes share: configuration, the gateways, the clock and the expiry sweep. */
export interface PaymentsRuntime {
  config: PaymentsConfig;
  gateways: PaymentGateways;
  /** Epoch ms; tests replace it to move time (reservation expiry). */
  clock: () => number;
  /** The paths that can take payments, in the order the config lists them. */
  enabledPaths(): ProviderName[];
  /** One reconciliation pass now (reconcile.ts), in at most one process at a time; null when another runs it. */
  reconcileNow(deps: SweepDeps): Promise<ReconcileSummary | null>;
  /** Starts the reconciliation sweep every RECONCILE_EVERY_MINUTES (the server does; `npm run reconcile` does not). */
  startReconciling(deps: SweepDeps): void;
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
  let reconciling: ReturnType<typeof setInterval> | undefined;
  const afterMs = config.reconcileAfterMinutes * 60_000;
  const runtime: PaymentsRuntime = {
    config,
    gateways,
    clock: () => Date.now(),
    enabledPaths: () => providerNames.filter((name) => gateways[name] !== null),
    async reconcileNow(deps) {
      const done = await store.exclusive("payments-reconcile", () =>
        reconcile({ ...deps, store, clock: () => runtime.clock() }, gateways, afterMs),
      );
      return done.ran ? done.value : null;
    },
    startReconciling(deps) {
      reconciling = setInterval(() => {
        if (stopped) return;
        runtime
          .reconcileNow(deps)
          .then((s) => {
            if (s && (s.checked > 0 || s.refundsRetried > 0 || s.refundsChecked > 0))
              console.log(describeSummary(s, afterMs));
          })
          .catch((err: unknown) => console.error("reconciliation sweep failed:", err));
      }, config.reconcileEveryMinutes * 60_000);
      reconciling.unref();
    },
    stop: () => {
      stopped = true;
      clearInterval(sweep);
      clearInterval(reconciling);
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
