// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { testStores } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";
import { AbuseLimits } from "./abuse-limits.ts";
import { CoalescedCounters } from "./coalesced-counters.ts";
import { readLimitsConfig } from "./config.ts";
import { StoreRateLimiter } from "./store-limiter.ts";

describe.each(testStores)("counters added together on %s", (_name, kind) => {
  let store: Store | undefined;
  afterEach(async () => store?.close());
  const open = () => kind.open();

  it("10 additions asked at once: one statement, and each caller sees the count as if they had run one by one", async () => {
    store = await open();
    const addMany = vi.spyOn(store.rateLimits, "addMany");
    const counters = new CoalescedCounters(store.rateLimits);
    await counters.add("k", 2, 60_000, 0, false);
    const seen = await Promise.all(Array.from({ length: 10 }, () => counters.add("k", 1, 60_000, 1, false)));
    expect(seen.map((c) => c.points)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(seen.every((c) => c.expire === 60_000)).toBe(true);
    expect(addMany).toHaveBeenCalledTimes(2);
    expect(await store.rateLimits.get("k", 1)).toEqual({ points: 12, expire: 60_000 });
  });

  it("several keys in one statement; a key whose window ended starts again from the points added", async () => {
    store = await open();
    await store.rateLimits.add("old", 5, 1_000, 0, false);
    const counters = new CoalescedCounters(store.rateLimits);
    const [a, b, c] = await Promise.all([
      counters.add("old", 1, 9_000, 2_000, false),
      counters.add("new", 1, 9_000, 2_000, false),
      counters.add("old", 1, 9_000, 2_000, false),
    ]);
    expect([a, b, c]).toEqual([
      { points: 1, expire: 9_000 },
      { points: 1, expire: 9_000 },
      { points: 2, expire: 9_000 },
    ]);
  });

  it("a block is not added to the others: it replaces the counter on its own", async () => {
    store = await open();
    const counters = new CoalescedCounters(store.rateLimits);
    await Promise.all([counters.add("k", 1, 60_000, 0, false), counters.add("k", 1, 60_000, 0, false)]);
    expect(await counters.add("k", 99, 120_000, 0, true)).toEqual({ points: 99, expire: 120_000 });
  });

  it("a failed statement fails every caller of its batch, and the next batch runs", async () => {
    store = await open();
    const counters = new CoalescedCounters(store.rateLimits);
    vi.spyOn(store.rateLimits, "addMany").mockRejectedValueOnce(new Error("database gone"));
    const first = await Promise.allSettled([
      counters.add("k", 1, 60_000, 0, false),
      counters.add("j", 1, 60_000, 0, false),
    ]);
    expect(first.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect((await counters.add("k", 1, 60_000, 0, false)).points).toBe(1);
  });

  it("orders' budget under a burst from one address: 25 at once on a budget of 10 let exactly 10 through", async () => {
    store = await open();
    const limits = new AbuseLimits(readLimitsConfig({ LIMIT_ORDERS: "10", LIMIT_ORDERS_WINDOW: "600" }), {
      kind: "store",
      store,
    });
    try {
      const results = await Promise.allSettled(Array.from({ length: 25 }, () => limits.order("203.0.113.9")));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ status: 429, code: "rate_limited", extra: { limit: "orders" } });
    } finally {
      await limits.close();
    }
  });

  it("two limiters on one front share its statements and keep their own keys", async () => {
    store = await open();
    const counters = new CoalescedCounters(store.rateLimits);
    const addMany = vi.spyOn(store.rateLimits, "addMany");
    const a = new StoreRateLimiter({ storeClient: counters, keyPrefix: "a", points: 5, duration: 60 });
    const b = new StoreRateLimiter({ storeClient: counters, keyPrefix: "b", points: 5, duration: 60 });
    const [ra, rb] = await Promise.all([a.consume("x", 2), b.consume("x", 3)]);
    expect([ra.consumedPoints, rb.consumedPoints]).toEqual([2, 3]);
    expect(addMany).toHaveBeenCalledTimes(1);
  });
});
