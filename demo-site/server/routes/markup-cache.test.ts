// @vitest-environment node
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EventCache, type CachedEvent } from "../domain/events/event-cache.ts";
import { applySeed, readSeedFile } from "../domain/seed/seed.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import { repoRoot } from "../testing/in-process.ts";
import { run } from "../testing/sql.ts";
import { cachedMarkup, encodedMarkup, MARKUP_MAX_AGE_MS, MARKUP_MAX_ENTRIES } from "./markup-cache.ts";

afterEach(() => vi.restoreAllMocks());

/** A seeded store and its event cache; `db` is the cached body of event 101, which answers are rendered from. */
async function seeded() {
  const store = await openSqliteStore(":memory:");
  await applySeed(store, readSeedFile(join(repoRoot, "demo-site/data/seed.json")), { reset: true });
  const events = new EventCache(store, Date.now);
  return { store, events, db: (await events.get(101)) as CachedEvent };
}

describe("cachedMarkup", () => {
  it("renders once per key while the answer is younger than MARKUP_MAX_AGE_MS and the database unchanged", async () => {
    let now = 10_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const { db } = await seeded();
    let renders = 0;
    const render = () => ({ n: ++renders });
    const first = cachedMarkup(db, "101\nen", render, now)!;
    expect(JSON.parse(first.json.toString())).toEqual({ n: 1 });
    now += MARKUP_MAX_AGE_MS - 1;
    expect(cachedMarkup(db, "101\nen", render, now)).toBe(first);
    expect(JSON.parse(cachedMarkup(db, "101\nde", render, now)!.json.toString())).toEqual({ n: 2 }); // another key
    now += 1; // the answer's clock is a second old: rendered again
    expect(JSON.parse(cachedMarkup(db, "101\nen", render, now)!.json.toString())).toEqual({ n: 3 });
  });

  it("renders again after a write to the database, within the event cache's version window", async () => {
    let now = 20_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const { store, events, db } = await seeded();
    let renders = 0;
    const first = cachedMarkup(db, "k", () => ++renders, now)!;
    await run(store, "UPDATE tickets SET sold = sold + 1 WHERE event_id = 101");
    now += store.dataVersionCheckMs;
    expect(cachedMarkup((await events.get(101))!, "k", () => ++renders, now)).not.toBe(first);
    expect(renders).toBe(2);
  });

  it("does not cache an unknown event, and keeps at most MARKUP_MAX_ENTRIES answers, dropping the oldest", async () => {
    vi.spyOn(performance, "now").mockReturnValue(30_000);
    const { db } = await seeded();
    let renders = 0;
    expect(cachedMarkup(db, "404", () => (renders++, undefined), 30_000)).toBeUndefined();
    expect(cachedMarkup(db, "404", () => (renders++, undefined), 30_000)).toBeUndefined();
    expect(renders).toBe(2);
    const oldest = cachedMarkup(db, "key-0", () => 0, 30_000)!;
    for (let i = 1; i <= MARKUP_MAX_ENTRIES; i++) cachedMarkup(db, `key-${i}`, () => i, 30_000);
    expect(cachedMarkup(db, `key-${MARKUP_MAX_ENTRIES}`, () => -1, 30_000)!.json.toString()).toBe(
      String(MARKUP_MAX_ENTRIES),
    );
    const again = cachedMarkup(db, "key-0", () => "new", 30_000)!;
    expect(again).not.toBe(oldest);
    expect(again.json.toString()).toBe('"new"');
  });
});

describe("encodedMarkup", () => {
  it("compresses once per answer, in Brotli and gzip, to the same bytes when decompressed", () => {
    const json = Buffer.from(JSON.stringify({ html: '<li class="tc-ticket">Standard</li>'.repeat(200) }));
    const answer = { json, encoded: {} };
    const br = encodedMarkup(answer, "br");
    expect(encodedMarkup(answer, "br")).toBe(br);
    expect(brotliDecompressSync(br).equals(json)).toBe(true);
    expect(gunzipSync(encodedMarkup(answer, "gzip")).equals(json)).toBe(true);
    expect(br.length).toBeLessThan(json.length / 4);
  });
});
