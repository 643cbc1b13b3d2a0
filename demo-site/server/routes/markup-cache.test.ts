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

/** A render function counting its calls; each render's body is its number, valid until `validUntil`. */
function counter(validUntil = Infinity) {
  const calls: number[] = [];
  const render = (now: number) => (calls.push(now), { body: { n: calls.length }, validUntil });
  return { calls, render };
}
const parsed = (answer: { json: Buffer } | undefined) => JSON.parse(answer!.json.toString()) as Record<string, unknown>;

describe("cachedMarkup", () => {
  it("renders once per key while the database is unchanged, and stamps the clock anew every second", async () => {
    let now = 10_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const { db } = await seeded();
    const { calls, render } = counter();
    const first = cachedMarkup(db, "101\nen", render, now, 1_700_000_000_000)!;
    expect(parsed(first)).toEqual({ n: 1, now: 1_700_000_000_000 });
    expect(calls).toEqual([1_700_000_000_000]); // rendered at the clock it is stamped with
    now += MARKUP_MAX_AGE_MS - 1;
    expect(cachedMarkup(db, "101\nen", render, now, 1_700_000_000_999)).toBe(first); // the same bytes
    expect(parsed(cachedMarkup(db, "101\nde", render, now))).toMatchObject({ n: 2 }); // another key
    now += 1; // the answer's clock is a second old: stamped again, from the same render
    const second = cachedMarkup(db, "101\nen", render, now, 1_700_000_001_000)!;
    expect(parsed(second)).toEqual({ n: 1, now: 1_700_000_001_000 });
    now += 3_600_000; // an hour later, still no render
    expect(parsed(cachedMarkup(db, "101\nen", render, now, 1_700_003_601_000))).toEqual({
      n: 1,
      now: 1_700_003_601_000,
    });
    expect(calls).toHaveLength(2);
  });

  it("renders again once the clock reaches the render's validUntil (a presale opening or closing)", async () => {
    const { db } = await seeded();
    const { calls, render } = counter(50_000);
    cachedMarkup(db, "k", render, 1, 49_999);
    expect(parsed(cachedMarkup(db, "k", render, 2, 49_999))).toEqual({ n: 1, now: 49_999 });
    expect(parsed(cachedMarkup(db, "k", render, 3, 50_000))).toEqual({ n: 2, now: 50_000 });
    expect(calls).toEqual([49_999, 50_000]);
  });

  it("renders again after a write to the database, within the event cache's version window", async () => {
    let now = 20_000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const { store, events, db } = await seeded();
    const { calls, render } = counter();
    const first = cachedMarkup(db, "k", render, now)!;
    await run(store, "UPDATE tickets SET sold = sold + 1 WHERE event_id = 101");
    now += store.dataVersionCheckMs;
    expect(cachedMarkup((await events.get(101))!, "k", render, now)).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it("does not cache an unknown event, and keeps at most MARKUP_MAX_ENTRIES renders, dropping the oldest", async () => {
    vi.spyOn(performance, "now").mockReturnValue(30_000);
    const { db } = await seeded();
    let renders = 0;
    expect(cachedMarkup(db, "404", () => (renders++, undefined), 30_000)).toBeUndefined();
    expect(cachedMarkup(db, "404", () => (renders++, undefined), 30_000)).toBeUndefined();
    expect(renders).toBe(2);
    const body = (n: number) => () => ({ body: { n }, validUntil: Infinity });
    const oldest = cachedMarkup(db, "key-0", body(0), 30_000)!;
    for (let i = 1; i <= MARKUP_MAX_ENTRIES; i++) cachedMarkup(db, `key-${i}`, body(i), 30_000);
    expect(parsed(cachedMarkup(db, `key-${MARKUP_MAX_ENTRIES}`, body(-1), 30_000))).toMatchObject({
      n: MARKUP_MAX_ENTRIES,
    });
    const again = cachedMarkup(db, "key-0", body(-2), 30_000)!;
    expect(again).not.toBe(oldest);
    expect(parsed(again)).toMatchObject({ n: -2 });
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
