// @vitest-environment node
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Store } from "../../store/index.ts";
import { tempDir } from "../../testing/in-process.ts";
import { run } from "../../testing/sql.ts";
import { openSeededStore, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { EventCache, type CachedEvent } from "./event-cache.ts";

const stores: Store[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const seeded = (path?: string) => openSeededStore(stores, path);

const soldOf = (event: CachedEvent | undefined, index = 0) =>
  (JSON.parse(event!.body.toString()) as { event_tickets: { sold: number }[] }).event_tickets[index]!.sold;

describe("EventCache", () => {
  it("serves one serialized body until the database changes; checks the version at most every dataVersionCheckMs", async () => {
    let now = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const store = await seeded();
    const cache = new EventCache(store, Date.now);
    const first = (await cache.get(101))!;
    // a hit inside the window comes back without a promise
    expect(cache.get(101)).toBe(first);
    await run(store, "UPDATE tickets SET sold = sold + 1 WHERE event_id = 101");
    // A write from outside any request (a background job, another process): seen within the window.
    now += store.dataVersionCheckMs - 1;
    expect(await cache.get(101)).toBe(first);
    now += 1;
    const after = (await cache.get(101))!;
    expect(soldOf(after)).toBe(soldOf(first) + 1);
    expect(after.etag).not.toBe(first.etag);
  });

  it("after a request that may have written, the next read checks at once", async () => {
    vi.spyOn(performance, "now").mockReturnValue(5_000);
    const store = await seeded();
    const cache = new EventCache(store, Date.now);
    const first = await cache.get(101);
    await run(store, "UPDATE tickets SET sold = sold + 2 WHERE event_id = 101");
    cache.mayHaveChanged();
    expect(soldOf(await cache.get(101))).toBe(soldOf(first) + 2);
  });

  it("a commit by another process on the same file is seen within dataVersionCheckMs", async () => {
    let now = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const path = join(tempDir("tc-event-cache-"), "shared.sqlite");
    const store = await seeded(path);
    const cache = new EventCache(store, Date.now);
    const first = await cache.get(101);
    const other = new Database(path);
    other.prepare("UPDATE tickets SET sold = sold + 5 WHERE id = 10101").run();
    other.close();
    now += store.dataVersionCheckMs;
    expect(soldOf(await cache.get(101))).toBe(soldOf(first) + 5);
  });

  it("a body that counts a hold is not served past the hold's expiry, with no write in between", async () => {
    vi.spyOn(performance, "now").mockReturnValue(7_000);
    let clock = Date.parse("2029-06-01T12:00:00Z");
    const store = await seeded();
    const cache = new EventCache(store, () => clock);
    const before = soldOf(await cache.get(101));
    await store.reservations.insert(
      { id: "res_test0001", event_id: 101, status: "held", expires_at: clock + 30_000, created_at: clock },
      [{ ticket_id: 10101, quantity: 3 }],
    );
    cache.mayHaveChanged();
    const held = (await cache.get(101))!;
    expect(soldOf(held)).toBe(before + 3);
    expect(held.validUntil).toBe(clock + 30_000);
    clock += 29_999;
    expect(cache.get(101)).toBe(held);
    clock += 1;
    expect(soldOf(await cache.get(101))).toBe(before);
  });

  it("loads an event once for the requests that wait on it together", async () => {
    const store = await seeded();
    const cache = new EventCache(store, Date.now);
    const spy = vi.spyOn(store.events, "event");
    // eslint-disable-next-line @typescript-eslint/await-thenable -- a miss answers a promise
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.get(101)));
    expect(new Set(all).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("does not cache unknown ids", async () => {
    const store = await seeded();
    const cache = new EventCache(store, Date.now);
    expect(await cache.get(999_999)).toBeUndefined();
  });
});

describe.each(testStores)("EventCache on %s", (_name, kind) => {
  const seededOfKind = seededStore(kind);
  it("asks the database once per dataVersionCheckMs however many reads it serves, then sees another connection's commit", async () => {
    const start = 50_000;
    let now = start;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const store = seededOfKind();
    const asked = vi.spyOn(store, "dataVersion");
    const cache = new EventCache(store, Date.now);
    const first = (await cache.get(101))!;
    const askedForFirst = asked.mock.calls.length;
    // A write the cache is not told of, as another process's would be.
    await run(store, "UPDATE tickets SET sold = sold + 3 WHERE id = 10101");
    for (let i = 1; i <= 1_000; i++) {
      now = start + ((store.dataVersionCheckMs - 1) * i) / 1_000;
      expect(cache.get(101)).toBe(first);
    }
    expect(asked.mock.calls.length).toBe(askedForFirst);
    now = start + store.dataVersionCheckMs;
    expect(soldOf(await cache.get(101))).toBe(soldOf(first) + 3);
    expect(asked.mock.calls.length).toBe(askedForFirst + 1);
  });
});
