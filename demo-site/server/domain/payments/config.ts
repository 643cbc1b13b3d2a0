import {
  ProviderConfigError,
  providerVariablesSet,
  readPaymentsEnvironment,
  readProviderKeys,
  type PaymentsEnvironment,
  type ProviderKeys,
} from "./provider-config.ts";

/** The secret of each provider; any of them set means "provider keys are configured". */
export const liveKeyVariables = [
  "STRIPE_SECRET_KEY",
  "PAYPAL_CLIENT_SECRET",
  "BRAINTREE_PRIVATE_KEY",
  "MOLLIE_API_KEY",
] as const;

export interface PaymentsConfig {
  /** DEMO_MODE=1 (set by `npm start`): the sandbox provider backend answers every payment. */
  demoMode: boolean;
  /** RESERVATION_MINUTES (default 15): how long a reservation holds its tickets. */
  reservationMinutes: number;
  /** The names of the provider variables that are set (never their values). */
  liveKeys: string[];
  /** PAYMENTS_ENV: the providers' test modes ("test", the default) or real money ("live"). */
  environment: PaymentsEnvironment;
  /** Each provider's keys (provider-config.ts); null = that provider is off (or the sandbox plays it). */
  keys: ProviderKeys;
  /** PROVIDER_TIMEOUT_MS (default 20000): the longest any call to a provider may take before it counts as a timeout. */
  providerTimeoutMs: number;
  /** RECONCILE_AFTER_MINUTES (default 20): a pending order older than this is asked about by the sweep. */
  reconcileAfterMinutes: number;
  /** RECONCILE_EVERY_MINUTES (default 5): how often the sweep runs. */
  reconcileEveryMinutes: number;
  /** STRIPE_PUBLISHABLE_KEY / PAYPAL_CLIENT_ID for the widget (live); sandbox values in demo mode. */
  stripePublishableKey: string | null;
  paypalClientId: string | null;
  /** SANDBOX_TIMEOUT_MS (default 3000): how long a sandbox call driven to "timeout" waits before failing. */
  sandboxTimeoutMs: number;
}

/** Thrown by readPaymentsConfig for a configuration the server must not start with. */
export class PaymentsConfigError extends ProviderConfigError {}

/**
 * DEMO_MODE is "1" to turn the sandbox on, "0" to keep it off; unset, it is on only when the server was
 * started by `npm start` (npm sets npm_lifecycle_event, which works the same on every platform).
 */
function isDemoMode(env: NodeJS.ProcessEnv, keysSet: boolean): boolean {
  const flag = env.DEMO_MODE;
  // Provider keys win over `npm start`'s default: an organizer who set keys wants them used.
  if (flag === undefined || flag === "") return env.npm_lifecycle_event === "start" && !keysSet;
  if (flag === "1" || flag === "true") return true;
  if (flag === "0" || flag === "false") return false;
  throw new PaymentsConfigError(`DEMO_MODE must be "1" (sandbox payments) or "0"; got "${flag}".`);
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new PaymentsConfigError(`${name} must be a number above 0; got "${raw}".`);
  return value;
}

/**
 * Reads the payment settings; refuses demo mode next to provider keys (a sandbox must never stand in for a real
 * provider), and any malformed or missing provider variable (provider-config.ts).
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const liveKeys = providerVariablesSet(env);
  const demoMode = isDemoMode(env, liveKeys.length > 0);
  if (demoMode && liveKeys.length > 0) {
    throw new PaymentsConfigError(
      `Demo mode (DEMO_MODE=1, set by npm start) uses the sandbox payment backend and refuses to run with live provider keys; ` +
        `unset ${liveKeys.join(", ")} or start without demo mode (DEMO_MODE=0).`,
    );
  }
  const environment = readPaymentsEnvironment(env);
  const keys = readProviderKeys(env, environment);
  return {
    demoMode,
    reservationMinutes: positiveNumber(env, "RESERVATION_MINUTES", 15),
    liveKeys,
    environment,
    keys,
    providerTimeoutMs: positiveNumber(env, "PROVIDER_TIMEOUT_MS", 20_000),
    reconcileAfterMinutes: positiveNumber(env, "RECONCILE_AFTER_MINUTES", 20),
    reconcileEveryMinutes: positiveNumber(env, "RECONCILE_EVERY_MINUTES", 5),
    stripePublishableKey: keys.stripe?.publishableKey ?? null,
    paypalClientId: keys.paypal?.clientId ?? null,
    sandboxTimeoutMs: positiveNumber(env, "SANDBOX_TIMEOUT_MS", 3000),
  };
}

/**
 * One start-log line per provider: what answers its payments (the sandbox, its test keys, its live keys, or nothing)
 * and, for keys, the webhook URL to register with it. Never a key's value.
 */
export function providerStatusLines(config: PaymentsConfig, origin: string): string[] {
  return (["stripe", "paypal", "braintree", "mollie"] as const).map((name) => {
    if (config.demoMode) return `payments: ${name}: sandbox (demo mode, no real payments)`;
    const keys = config.keys[name];
    if (!keys) return `payments: ${name}: off (no keys set)`;
    const fake = keys.apiBase ? `, API at ${keys.apiBase.origin} (test fake)` : "";
    return `payments: ${name}: ${config.environment} keys${fake}; webhook URL ${origin}/api/webhooks/${name}`;
  });
}
