/** The live secret of each provider; any of them set means "live keys are configured". */
export const liveKeyVariables = ["STRIPE_SECRET_KEY", "PAYPAL_CLIENT_SECRET", "BRAINTREE_PRIVATE_KEY", "MOLLIE_API_KEY"] as const;

export interface PaymentsConfig {
  /** DEMO_MODE=1 (set by `npm start`): the sandbox provider backend answers every payment. */
  demoMode: boolean;
  /** RESERVATION_MINUTES (default 15): how long a reservation holds its tickets. */
  reservationMinutes: number;
  /** The names of the live secret variables that are set (never their values). */
  liveKeys: string[];
  /** STRIPE_PUBLISHABLE_KEY / PAYPAL_CLIENT_ID for the widget (live); sandbox values in demo mode. */
  stripePublishableKey: string | null;
  paypalClientId: string | null;
  /** SANDBOX_TIMEOUT_MS (default 3000): how long a sandbox call driven to "timeout" waits before failing. */
  sandboxTimeoutMs: number;
}

/** Thrown by readPaymentsConfig for a configuration the server must not start with. */
export class PaymentsConfigError extends Error {
  override name = "PaymentsConfigError";
}

/**
 * DEMO_MODE is "1" to turn the sandbox on, "0" to keep it off; unset, it is on only when the server was
 * started by `npm start` (npm sets npm_lifecycle_event, which works the same on every platform).
 */
function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  const flag = env.DEMO_MODE;
  if (flag === undefined || flag === "") return env.npm_lifecycle_event === "start";
  if (flag === "1" || flag === "true") return true;
  if (flag === "0" || flag === "false") return false;
  throw new PaymentsConfigError(`DEMO_MODE must be "1" (sandbox payments) or "0"; got "${flag}".`);
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new PaymentsConfigError(`${name} must be a number above 0; got "${raw}".`);
  return value;
}

/** Reads the payment settings; refuses demo mode next to live keys (a sandbox must never see real money). */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const demoMode = isDemoMode(env);
  const liveKeys = liveKeyVariables.filter((name) => (env[name] ?? "") !== "");
  if (demoMode && liveKeys.length > 0) {
    throw new PaymentsConfigError(
      `Demo mode (DEMO_MODE=1, set by npm start) uses the sandbox payment backend and refuses to run with live provider keys; ` +
        `unset ${liveKeys.join(", ")} or start without demo mode (DEMO_MODE=0).`,
    );
  }
  return {
    demoMode,
    reservationMinutes: positiveNumber(env, "RESERVATION_MINUTES", 15),
    liveKeys,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    paypalClientId: env.PAYPAL_CLIENT_ID || null,
    sandboxTimeoutMs: positiveNumber(env, "SANDBOX_TIMEOUT_MS", 3000),
  };
}
