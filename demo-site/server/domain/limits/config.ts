/** A budget: `points` per window of `windowSeconds`. */
export interface Budget {
  points: number;
  windowSeconds: number;
}

/** Every abuse limit and where its counters live (docs/limits.md lists them). */
export interface LimitsConfig {
  /** Failed voucher checks per client address and event. */
  voucherFailures: Budget;
  /** Failed guest-list token uses (unknown or already used) per client address and event. */
  guestListFailures: Budget;
  /** Orders (free orders and each payment start) per client address. */
  orders: Budget;
  /** Ticket mails sent again (POST /api/orders/:id/resend), counted per order and per client address. */
  resends: Budget;
  /** Back-office sign-in attempts per account (the email tried, known or not); a success gives its point back. */
  signInAccount: Budget;
  /** Back-office sign-in attempts per client address; a success gives its point back. */
  signInAddress: Budget;
  /** Open ticket holds per client address. */
  holdsPerClient: number;
  /** Tickets one buyer email may order per event unless the event sets its own cap. */
  ticketsPerBuyer: number;
  /** REDIS_URL: counters in Redis instead of the database. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: before every counter's key in Redis (several servers, or test runs, on one Redis). */
  redisKeyPrefix: string;
}

export const DEFAULT_LIMITS = {
  voucherFailures: { points: 10, windowSeconds: 600 },
  guestListFailures: { points: 10, windowSeconds: 600 },
  // 10, not fewer: a family or an office behind one address places several orders, and a buyer whose payment was
  // declined starts again (a replayed Idempotency-Key takes no point).
  orders: { points: 10, windowSeconds: 600 },
  resends: { points: 3, windowSeconds: 3600 },
  // 10 wrong tries per account in 15 minutes: enough for typos, far too few to guess a password or a TOTP code;
  // short enough that someone locking an account out on purpose must keep at it.
  signInAccount: { points: 10, windowSeconds: 900 },
  signInAddress: { points: 50, windowSeconds: 3600 },
  holdsPerClient: 3,
  ticketsPerBuyer: 10,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1; got "${raw}".`);
  return n;
}

const budget = (env: NodeJS.ProcessEnv, name: string, fallback: Budget): Budget => ({
  points: positiveInt(env, `LIMIT_${name}`, fallback.points),
  windowSeconds: positiveInt(env, `LIMIT_${name}_WINDOW`, fallback.windowSeconds),
});

/** Reads the LIMIT_* variables and REDIS_URL; throws naming the variable that is wrong. */
export function readLimitsConfig(env: NodeJS.ProcessEnv): LimitsConfig {
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new Error(`REDIS_URL must start with redis:// or rediss://; got "${redisUrl}".`);
  return {
    voucherFailures: budget(env, "VOUCHER_FAILURES", DEFAULT_LIMITS.voucherFailures),
    guestListFailures: budget(env, "GUEST_LIST_FAILURES", DEFAULT_LIMITS.guestListFailures),
    orders: budget(env, "ORDERS", DEFAULT_LIMITS.orders),
    resends: budget(env, "RESENDS", DEFAULT_LIMITS.resends),
    signInAccount: budget(env, "SIGN_IN_ACCOUNT", DEFAULT_LIMITS.signInAccount),
    signInAddress: budget(env, "SIGN_IN_ADDRESS", DEFAULT_LIMITS.signInAddress),
    holdsPerClient: positiveInt(env, "LIMIT_HOLDS_PER_CLIENT", DEFAULT_LIMITS.holdsPerClient),
    ticketsPerBuyer: positiveInt(env, "LIMIT_TICKETS_PER_BUYER", DEFAULT_LIMITS.ticketsPerBuyer),
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? "tc:",
  };
}
