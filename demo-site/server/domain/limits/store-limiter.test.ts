// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { RateLimiterRes } from "rate-limiter-flexible";
import { openSqliteStore } from "../../store/sqlite/open.ts";
import { postgresTestStore } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";
import { StoreRateLimiter } from "./store-limiter.ts";
import { AbuseLimits } from "./abuse-limits.ts";
import { readLimitsConfig } from "./config.ts";

// Per store implementation, like store/store.test.ts: an in-memory SQLite, and a fresh PostgreSQL schema.
const stores: { name: string; open: () => Promise<Store> }[] = [
  { name: "SQLite", open: () => openSqliteStore(":memory:") },
  { name: "PostgreSQL", open: () => postgresTestStore.open() },
];

for (const { name, open } of stores) {
  describe(`the shared counters on ${name}`, () => {
    let store: Store | undefined;
    afterEach(async () => store?.close());

    it("counts points in a window, refuses past the budget, starts again when the window ends", async () => {
      store = await open();
      let now = 1_000_000;
      const limiter = new StoreRateLimiter({
        storeClient: store.rateLimits,
        clock: () => now,
        keyPrefix: "t",
        points: 3,
        duration: 60,
      });
      for (let i = 1; i <= 3; i++) expect((await limiter.consume("k")).consumedPoints).toBe(i);
      const refused = await limiter.consume("k").catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as RateLimiterRes).msBeforeNext).toBe(60_000);
      now += 59_999;
      await expect(limiter.consume("k")).rejects.toBeInstanceOf(RateLimiterRes);
      expect((await limiter.get("k"))?.msBeforeNext).toBe(1);
      now += 1; // the window has ended
      expect(await limiter.get("k")).toBeNull();
      const fresh = await limiter.consume("k");
      expect(fresh.consumedPoints).toBe(1);
      expect(fresh.msBeforeNext).toBe(60_000);
      // Another key has its own budget.
      expect((await limiter.consume("other")).remainingPoints).toBe(2);
    });

    it("a reward gives a point back; a block holds for its own time", async () => {
      store = await open();
      let now = 5_000;
      const limiter = new StoreRateLimiter({
        storeClient: store.rateLimits,
        clock: () => now,
        keyPrefix: "r",
        points: 2,
        duration: 10,
      });
      await limiter.consume("k");
      await limiter.consume("k");
      await limiter.reward("k", 1);
      expect((await limiter.consume("k")).consumedPoints).toBe(2);
      await limiter.block("k", 100);
      now += 50_000;
      await expect(limiter.consume("k")).rejects.toBeInstanceOf(RateLimiterRes);
      now += 50_000;
      expect((await limiter.consume("k")).consumedPoints).toBe(1);
    });

    it("parallel consumers never lose a point: 40 at once on a budget of 10 let exactly 10 through", async () => {
      store = await open();
      const limiter = new StoreRateLimiter({ storeClient: store.rateLimits, keyPrefix: "p", points: 10, duration: 60 });
      const results = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.consume("k")));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
      expect((await store.rateLimits.get("p:k", Date.now()))?.points).toBe(40);
    });

    it("prune drops counters whose window ended", async () => {
      store = await open();
      await store.rateLimits.add("old", 1, 1_000, 0, false);
      await store.rateLimits.add("live", 1, 10_000, 0, false);
      expect(await store.rateLimits.prune(5_000)).toBe(1);
      expect(await store.rateLimits.get("live", 0)).toEqual({ points: 1, expire: 10_000 });
    });

    it("guesses: only failures use the budget, the one over it is a 429 with the wait", async () => {
      store = await open();
      const now = 0;
      const limits = new AbuseLimits(
        readLimitsConfig({ LIMIT_VOUCHER_FAILURES: "2", LIMIT_VOUCHER_FAILURES_WINDOW: "600" }),
        { kind: "store", store },
        { clock: () => now },
      );
      try {
        for (let i = 0; i < 5; i++) await (await limits.guess("voucher", 1, "a")).succeeded();
        await limits.guess("voucher", 1, "a");
        await limits.guess("voucher", 1, "a");
        const err = await limits.guess("voucher", 1, "a").catch((e: unknown) => e);
        expect(err).toMatchObject({
          status: 429,
          code: "rate_limited",
          extra: { type: "rate_limited", limit: "voucher", retry_after: 600 },
        });
        // Another event, another client, the other guess kind: budgets of their own.
        await limits.guess("voucher", 2, "a");
        await limits.guess("voucher", 1, "b");
        await limits.guess("guest_list", 1, "a");
      } finally {
        await limits.close();
      }
    });
  });
}

describe("limit settings", () => {
  it("defaults, overrides, and a wrong value names its variable", () => {
    const d = readLimitsConfig({});
    expect(d).toMatchObject({
      voucherFailures: { points: 10, windowSeconds: 600 },
      orders: { points: 10, windowSeconds: 600 },
      holdsPerClient: 3,
      ticketsPerBuyer: 10,
      redisUrl: null,
    });
    expect(readLimitsConfig({ LIMIT_ORDERS: "7", LIMIT_ORDERS_WINDOW: "60" }).orders).toEqual({
      points: 7,
      windowSeconds: 60,
    });
    expect(() => readLimitsConfig({ LIMIT_HOLDS_PER_CLIENT: "0" })).toThrow(
      /LIMIT_HOLDS_PER_CLIENT must be a whole number/,
    );
    expect(() => readLimitsConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL must start with redis:\/\//);
  });
});
