// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSeed, readSeedFile, SeedError } from "./seed.ts";
import { repoRoot, startTestServer, tempDir, writeSeed } from "../../testing/in-process.ts";
import { smallSeed } from "../../testing/seed-fixtures.ts";
import { bundleServer, removeBundle, runToExit } from "../../testing/child-server.ts";
import { row } from "../../testing/sql.ts";

function problemsOf(mutate: (seed: ReturnType<typeof smallSeed>) => void, file = "seeds/test.json") {
  const seed = smallSeed();
  mutate(seed);
  try {
    parseSeed(JSON.stringify(seed), file);
  } catch (err) {
    expect(err).toBeInstanceOf(SeedError);
    return err as SeedError;
  }
  throw new Error("the seed was accepted");
}

const events = (seed: ReturnType<typeof smallSeed>) => seed.organizers[0]!.events as Record<string, any>[];

describe("seed validation", () => {
  it("accepts the built-in demo seed", () => {
    const seed = readSeedFile(join(repoRoot, "demo-site/data/seed.json"));
    expect(seed.organizers.length).toBeGreaterThanOrEqual(2);
  });

  it("names the file, the path and the problem for a price that is not a decimal string", () => {
    const err = problemsOf((s) => (events(s)[2]!.event_tickets[1].price = 25));
    expect(err.problems).toEqual([
      {
        path: "organizers[0].events[2].event_tickets[1].price",
        message: expect.stringContaining('decimal string such as "25.00"'),
      },
    ]);
    expect(err.message).toContain("seeds/test.json");
    expect(err.message).toContain("organizers[0].events[2].event_tickets[1].price");
  });

  it.each([
    [
      "a price with three decimals",
      (s: any) => (events(s)[0]!.event_tickets[0].price = "1.005"),
      "organizers[0].events[0].event_tickets[0].price",
      "at most two decimals",
    ],
    [
      "a duplicate ticket id",
      (s: any) => (events(s)[1]!.event_tickets[0].id = 11),
      "organizers[0].events[1].event_tickets[0].id",
      "duplicate ticket id 11",
    ],
    [
      "a voucher discount above 100",
      (s: any) => (events(s)[2]!.vouchers[0].discount = 120),
      "organizers[0].events[2].vouchers[0].discount",
      "must be 100 or less",
    ],
    ["a duplicate event id", (s: any) => (events(s)[1]!.id = 1), "organizers[0].events[1].id", "duplicate event id 1"],
    [
      "an unknown stock kind",
      (s: any) => (events(s)[0]!.event_tickets[0].ticket_stock = "some"),
      "organizers[0].events[0].event_tickets[0].ticket_stock",
      '"limited" or "unlimited"',
    ],
    [
      "a date that is not ISO-8601",
      (s: any) => (events(s)[0]!.start_date = "next friday"),
      "organizers[0].events[0].start_date",
      "ISO-8601",
    ],
    [
      "sold above the stock limit",
      (s: any) => (events(s)[0]!.event_tickets[0].sold = 11),
      "organizers[0].events[0].event_tickets[0].sold",
      "must not exceed stock_limit",
    ],
    [
      "a fractional purchase limit",
      (s: any) => (events(s)[0]!.event_tickets[0].purchase_limit = 1.5),
      "organizers[0].events[0].event_tickets[0].purchase_limit",
      "whole number",
    ],
    [
      "a missing ticket name",
      (s: any) => delete events(s)[0]!.event_tickets[0].ticket_name,
      "organizers[0].events[0].event_tickets[0].ticket_name",
      "is required",
    ],
    [
      "a guest-list entry for another event's ticket",
      (s: any) => (events(s)[0]!.guest_list = [{ token: "guest-token-1", ticket_id: 21 }]),
      "organizers[0].events[0].guest_list[0].ticket_id",
      "not a ticket of event 1",
    ],
    [
      "voucher codes that differ only in case",
      (s: any) => events(s)[2]!.vouchers.push({ code: "half", discount: 10 }),
      "organizers[0].events[2].vouchers[1].code",
      "duplicate voucher code",
    ],
  ])("rejects %s", (_name, mutate, path, message) => {
    const err = problemsOf(mutate as (s: ReturnType<typeof smallSeed>) => void);
    expect(err.problems[0]).toEqual({ path, message: expect.stringContaining(message) });
  });

  it("reports the line and column of a JSON syntax error", () => {
    expect(() => parseSeed('{\n  "organizers": [\n    {,}\n  ]\n}', "broken.json")).toThrow(
      /broken\.json[\s\S]*line 3, column 6[\s\S]*not valid JSON/,
    );
  });

  it("reports a missing file by name", () => {
    expect(() => readSeedFile("/nonexistent/seed.json")).toThrow(
      /Seed file \/nonexistent\/seed\.json[\s\S]*cannot be read/,
    );
  });
});

describe("seeding the database", () => {
  const dir = tempDir();
  const dbPath = join(dir, "demo.sqlite");
  let bundle: string;
  beforeAll(async () => {
    bundle = await bundleServer();
  }, 60_000);
  afterAll(() => removeBundle(bundle));

  const snapshot = () => {
    const db = new Database(dbPath, { readonly: true });
    try {
      const rows = (sql: string) => db.prepare(sql).all();
      return {
        organizers: rows("SELECT subdomain FROM organizers ORDER BY subdomain"),
        events: rows("SELECT id, name FROM events ORDER BY id"),
        tickets: rows("SELECT id, sold FROM tickets ORDER BY id"),
      };
    } finally {
      db.close();
    }
  };

  it("creates missing folders of DATABASE_PATH", async () => {
    const nested = join(dir, "a", "b", "nested.sqlite");
    const s = await startTestServer({ DATABASE_PATH: nested });
    await s.close();
    expect(existsSync(nested)).toBe(true);
  });

  it("loads the built-in seed into an empty database file", async () => {
    const s = await startTestServer({ DATABASE_PATH: dbPath });
    await s.close();
    expect(snapshot().events.map((e: any) => e.id)).toContain(101);
  });

  it("imports SEED_FILE (adds its rows, deletes none), and a later start without it keeps that data", async () => {
    const s = await startTestServer({ DATABASE_PATH: dbPath, SEED_FILE: writeSeed(dir, smallSeed(), "small.json") });
    await s.close();
    const { events } = snapshot();
    expect(events.filter((e: any) => e.id <= 3)).toEqual([
      { id: 1, name: "First" },
      { id: 2, name: "Second" },
      { id: 3, name: "Third" },
    ]);
    // The built-in seed's events, loaded by the first start, are still there: an import deletes nothing.
    expect(events.map((e: any) => e.id)).toContain(101);
    const again = await startTestServer({ DATABASE_PATH: dbPath });
    await again.close();
    expect(snapshot().organizers).toEqual([{ subdomain: "acme" }, { subdomain: "nightowl" }, { subdomain: "testorg" }]);
  });

  it("a bad SEED_FILE stops the process with file, path and problem, exit code 1, and leaves the database unchanged", async () => {
    const before = snapshot();
    const seed = smallSeed();
    // valid until the very last ticket, so a loader that inserted as it went would leave rows behind
    events(seed)[2]!.event_tickets[1].price = "seven";
    const file = writeSeed(dir, seed, "bad.json");
    const { code, output } = await runToExit(bundle, { DATABASE_PATH: dbPath, SEED_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain(`Seed file ${file} is invalid`);
    expect(output).toContain(
      'organizers[0].events[2].event_tickets[1].price: must be a decimal string such as "25.00"',
    );
    expect(output).not.toContain("Listening on");
    expect(snapshot()).toEqual(before);
  }, 60_000);

  it("a seed that breaks a database constraint mid-load rolls back completely", async () => {
    const before = snapshot();
    // passes validation, then the second event's insert fails on a foreign key, after rows were written
    const seed = smallSeed();
    const s = await startTestServer({ DATABASE_PATH: dbPath });
    const insertCount = async () =>
      Number((await row<{ n: number }>(s.store, "SELECT COUNT(*) AS n FROM organizers")).n);
    const { applySeed } = await import("./seed.ts");
    const parsed = parseSeed(JSON.stringify(seed), "x.json");
    (parsed.organizers[0]!.events[1]!.event_tickets[0] as { id: number }).id = 11; // duplicate primary key
    const organizers = await insertCount();
    await expect(applySeed(s.store, parsed, { reset: true })).rejects.toThrow(/UNIQUE|PRIMARY/);
    expect(await insertCount()).toBe(organizers);
    await s.close();
    expect(snapshot()).toEqual(before);
  });

  it("malformed JSON in SEED_FILE exits 1 naming the file", async () => {
    const file = writeSeed(dir, '{"organizers": [', "truncated.json");
    const { code, output } = await runToExit(bundle, { DATABASE_PATH: dbPath, SEED_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain(file);
    expect(output).toContain("not valid JSON");
  }, 60_000);
});
