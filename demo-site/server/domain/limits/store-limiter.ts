import { createRequire } from "node:module";
import {
  RateLimiterRes,
  type IRateLimiterStoreOptions,
  type RateLimiterStoreAbstract as StoreAbstract,
} from "rate-limiter-flexible";
import type { RateLimitQueries } from "../../store/index.ts";

// rate-limiter-flexible builds every store back end (its Redis, PostgreSQL and SQLite limiters) on this class:
// the store supplies three primitives (_upsert, _get, _delete) and the library keeps the rest (consume, reward,
// penalty, block, the in-memory block, the insurance limiter). Its package index does not export the class, so it
// is loaded by its path; the version is pinned exactly in package.json.
const require = createRequire(import.meta.url);
const RateLimiterStoreAbstract = require("rate-limiter-flexible/lib/RateLimiterStoreAbstract") as typeof StoreAbstract;

interface Counter {
  points: number;
  expire: number | null;
}

export interface StoreLimiterOptions extends Omit<IRateLimiterStoreOptions, "storeClient"> {
  /** The store's counters: the same table for every process on the same database. */
  storeClient: RateLimitQueries;
  /** Epoch ms; injectable so tests can move through windows. */
  clock?: () => number;
}

/**
 * A rate-limiter-flexible limiter whose counters live in the server's store (SQLite today, PostgreSQL through the
 * same queries), so every process that shares the database shares the limit.
 */
export class StoreRateLimiter extends RateLimiterStoreAbstract {
  private readonly counters: RateLimitQueries;
  private readonly now: () => number;

  constructor({ storeClient, clock = Date.now, ...opts }: StoreLimiterOptions) {
    super({ ...opts, storeClient });
    this.counters = storeClient;
    this.now = clock;
  }

  /** Adds `points` (negative for a reward); `forceExpire` replaces the counter and its window (a block). */
  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Counter> {
    const now = this.now();
    return this.counters.add(rlKey, points, msDuration > 0 ? now + msDuration : null, now, forceExpire);
  }

  async _get(rlKey: string): Promise<Counter | null> {
    return (await this.counters.get(rlKey, this.now())) ?? null;
  }

  _delete(rlKey: string): Promise<boolean> {
    return this.counters.delete(rlKey);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, counter: Counter): RateLimiterRes {
    const isFirstInDuration = changedPoints === counter.points;
    const consumed = isFirstInDuration ? changedPoints : counter.points;
    const msBeforeNext = counter.expire === null ? -1 : Math.max(counter.expire - this.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirstInDuration);
  }
}
