// The abuse limits (docs/limits.md): voucher and guest-list guesses per client and event, a point taken before the
// work and given back on success; orders per client. Counters in the store, or in Redis with the store as insurance.
import { createHmac } from "node:crypto";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Store } from "../../store/index.ts";
import type { Budget, LimitsConfig } from "./config.ts";
import { rateLimitedError, type LimitName } from "./rate-limited.ts";
import { StoreRateLimiter } from "./store-limiter.ts";
import { CoalescedCounters } from "./coalesced-counters.ts";

/** Where the counters live: the store (every process on the database), Redis, or this process (unit tests). */
export type CounterBackend =
  | { kind: "store"; store: Store }
  | { kind: "redis"; client: import("ioredis").Redis; fallback?: Store }
  | { kind: "memory" };

export type GuessKind = "voucher" | "guest_list";

/** A guess that was let through: a success gives its point back, a failure keeps it. */
export interface GuessTicket {
  succeeded(): Promise<void>;
}

/**
 * The abuse limits of docs/limits.md. Guesses (voucher checks, guest-list tokens) and orders take a point BEFORE
 * the work, in one atomic step of the shared counter, so a burst of parallel requests cannot all slip in before the
 * first is counted; a guess that succeeds gives its point back, so only failures use the budget. Once a key is over
 * its budget, this process answers its 429s from memory until the window ends (no store write per blocked request).
 */
export class AbuseLimits {
  readonly config: LimitsConfig;
  private readonly limiters: Record<
    "voucher" | "guest_list" | "orders" | "resends" | "signInAccount" | "signInAddress",
    RateLimiterAbstract
  >;
  private readonly pruneTimer: ReturnType<typeof setInterval> | undefined;
  private readonly onClose: () => Promise<void>;

  constructor(
    config: LimitsConfig,
    backend: CounterBackend,
    options: { clock?: () => number; keyPrefix?: string; onClose?: () => Promise<void> } = {},
  ) {
    this.config = config;
    this.onClose = options.onClose ?? (async () => undefined);
    const prefix = options.keyPrefix ?? (backend.kind === "redis" ? config.redisKeyPrefix : "");
    // One coalescing front for the four limiters: their additions of one moment go in one statement.
    const counters =
      backend.kind === "store"
        ? new CoalescedCounters(backend.store.rateLimits)
        : backend.kind === "redis" && backend.fallback
          ? new CoalescedCounters(backend.fallback.rateLimits)
          : undefined;
    const make = (name: string, budget: Budget): RateLimiterAbstract => {
      const opts = {
        keyPrefix: `${prefix}${name}`,
        points: budget.points,
        duration: budget.windowSeconds,
        inMemoryBlockOnConsumed: budget.points + 1,
      };
      if (backend.kind === "memory")
        return new RateLimiterMemory({ keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
      if (backend.kind === "store")
        return new StoreRateLimiter({ ...opts, storeClient: counters!, clock: options.clock });
      // Redis down: the store's counters take over (rate-limiter-flexible's insurance limiter), never "no limit".
      const insurance = counters
        ? new StoreRateLimiter({ ...opts, storeClient: counters, clock: options.clock })
        : undefined;
      return new RateLimiterRedis({
        ...opts,
        storeClient: backend.client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance,
      });
    };
    this.limiters = {
      voucher: make("voucher", config.voucherFailures),
      guest_list: make("guest", config.guestListFailures),
      orders: make("orders", config.orders),
      resends: make("resends", config.resends),
      signInAccount: make("signin-account", config.signInAccount),
      signInAddress: make("signin-address", config.signInAddress),
    };
    if (backend.kind === "store") {
      // Windows that ended an hour ago are dropped, so the table holds only live counters (and no old addresses).
      const store = backend.store;
      this.pruneTimer = setInterval(
        () => void store.rateLimits.prune(Date.now() - 3_600_000).catch(() => undefined),
        300_000,
      );
      this.pruneTimer.unref();
    }
  }

  /** Takes a point for a guess by this client for this event; throws the 429 when its failures are used up. */
  async guess(kind: GuessKind, eventId: number, clientKey: string): Promise<GuessTicket> {
    const limiter = this.limiters[kind];
    const key = `${eventId}:${clientKey}`;
    await take(limiter, key, kind);
    return { succeeded: async () => void (await limiter.reward(key, 1)) };
  }

  /** Takes a point for an order (a free order or a payment start) by this client; throws the 429 when over. */
  async order(clientKey: string): Promise<void> {
    await take(this.limiters.orders, clientKey, "orders");
  }

  /**
   * Takes a point for sending an order's ticket mail again, on the order's counter and on the client's: neither a
   * buyer's inbox nor the server's SMTP reputation can be flooded from one order or one network.
   */
  async resend(orderId: string, clientKey: string): Promise<void> {
    await take(this.limiters.resends, `order:${orderId}`, "resends");
    await take(this.limiters.resends, `client:${clientKey}`, "resends");
  }

  /**
   * Takes a point for a back-office sign-in attempt, on the account's counter (`accountKey`: a hash of the email
   * tried, whether an account has it or not, so the answer never tells) and on the client's; throws the 429 when
   * either is used up. A sign-in that succeeds gives both points back, so only failures count.
   */
  async signIn(accountKey: string | null, clientKey: string): Promise<GuessTicket> {
    await take(this.limiters.signInAddress, clientKey, "sign_in");
    if (accountKey) await take(this.limiters.signInAccount, accountKey, "sign_in");
    return {
      succeeded: async () => {
        await this.limiters.signInAddress.reward(clientKey, 1);
        if (accountKey) await this.limiters.signInAccount.reward(accountKey, 1);
      },
    };
  }

  /**
   * A key for this client that says nothing about its address to whoever reads the database (the holds'
   * client_key): an HMAC of the address under the server's secret.
   */
  static clientHash(secret: Buffer, clientKey: string): string {
    return createHmac("sha256", secret).update(`client:${clientKey}`).digest("base64url").slice(0, 22);
  }

  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.onClose();
  }
}

async function take(limiter: RateLimiterAbstract, key: string, name: LimitName): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw rateLimitedError(name, err.msBeforeNext / 1000);
    throw err;
  }
}
