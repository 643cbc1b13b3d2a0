// @vitest-environment node
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventsMayHaveChanged, getCachedEvent, VERSION_CHECK_MS } from "./event-cache.ts";
import { openDatabase } from "../../store/sqlite/open.ts";
import { applySeed, readSeedFile } from "../seed/seed.ts";
import { repoRoot } from "../../testing/in-process.ts";

afterEach(() => vi.restoreAllMocks());

function seeded() {
  const db = openDatabase(":memory:");
  applySeed(db, readSeedFile(join(repoRoot, "demo-site/data/seed.json")), { reset: true });
  return db;
}

const soldOf = (body: Buffer) => (JSON.parse(body.toString()) as { event_tickets: { sold: number }[] }).event_tickets[0]!.sold;

describe("getCachedEvent", () => {
  it("serves one serialized body until the database changes; checks the version at most every VERSION_CHECK_MS", () => {
    let now = 1_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const db = seeded();
    const first = getCachedEvent(db, 101)!;
    expect(getCachedEvent(db, 101)).toBe(first);
    db.prepare("UPDATE tickets SET sold = sold + 1 WHERE event_id = 101").run();
    // A write from outside any request (a background job, another process): seen within the window.
    now += VERSION_CHECK_MS - 1;
    expect(getCachedEvent(db, 101)).toBe(first);
    now += 1;
    const after = getCachedEvent(db, 101)!;
    expect(soldOf(after.body)).toBe(soldOf(first.body) + 1);
    expect(after.etag).not.toBe(first.etag);
  });

  it("after a request that may have written, the next read checks at once", () => {
    vi.spyOn(performance, "now").mockReturnValue(5_000);
    const db = seeded();
    const first = getCachedEvent(db, 101)!;
    db.prepare("UPDATE tickets SET sold = sold + 2 WHERE event_id = 101").run();
    eventsMayHaveChanged(db);
    expect(soldOf(getCachedEvent(db, 101)!.body)).toBe(soldOf(first.body) + 2);
  });

  it("does not cache unknown ids", () => {
    const db = seeded();
    expect(getCachedEvent(db, 999_999)).toBeUndefined();
  });
});
