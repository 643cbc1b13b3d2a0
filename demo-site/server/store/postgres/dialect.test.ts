// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { row } from "../../testing/sql.ts";
import { dropTestSchemas, freshPostgresSchema } from "../../testing/stores.ts";
import type { Store } from "../index.ts";
import { openPostgresStore } from "./open.ts";

// What only PostgreSQL does: two server processes are two pools on one database (two stores here).
const opened: Store[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await dropTestSchemas();
});

async function twoProcesses(): Promise<[Store, Store]> {
  const { url } = await freshPostgresSchema();
  const a = await openPostgresStore(url, { poolSize: 3 });
  const b = await openPostgresStore(url, { poolSize: 3 });
  opened.push(a, b);
  return [a, b];
}

describe("the PostgreSQL store", () => {
  it("runs a job (the expiry sweep) in one process at a time: the other skips it while the lock is held, and runs it after", async () => {
    const [a, b] = await twoProcesses();
    let release = () => {};
    const holding = a.exclusive("sweep", () => new Promise<string>((resolve) => (release = () => resolve("a ran"))));
    await new Promise((r) => setTimeout(r, 200));
    expect(await b.exclusive("sweep", async () => "b ran")).toEqual({ ran: false });
    expect(await b.exclusive("another job", async () => "b ran")).toEqual({ ran: true, value: "b ran" });
    release();
    expect(await holding).toEqual({ ran: true, value: "a ran" });
    expect(await b.exclusive("sweep", async () => "b ran")).toEqual({ ran: true, value: "b ran" });
  });

  it("hands bigint and numeric results back as numbers (epoch ms, counts, sums), as the SQLite store does", async () => {
    const [a] = await twoProcesses();
    expect(
      await row(a, "SELECT COUNT(*) AS n, SUM(CAST(? AS bigint)) AS s, CAST(? AS bigint) AS t", 2, 1_893_456_000_000),
    ).toEqual({ n: 1, s: 2, t: 1_893_456_000_000 });
    await a.idempotency.claim("k", "r", "h", 1_893_456_000_123);
    expect((await a.idempotency.find("k", "r"))?.created_at).toBe(1_893_456_000_123);
  });

  it("migrates once when two processes start at once, and a second start finds nothing to do", async () => {
    const { url } = await freshPostgresSchema();
    const both = await Promise.all([openPostgresStore(url, { poolSize: 2 }), openPostgresStore(url, { poolSize: 2 })]);
    opened.push(...both);
    const migrations = await row<{ n: number }>(both[0], "SELECT COUNT(*) AS n FROM kysely_migration");
    expect(migrations.n).toBeGreaterThanOrEqual(3);
    const again = await openPostgresStore(url, { poolSize: 1 });
    opened.push(again);
    expect(await row(again, "SELECT COUNT(*) AS n FROM kysely_migration")).toEqual(migrations);
  });

  it("keeps the abuse-limit counters out of the write-ahead log and every order, hold and key in it", async () => {
    const [a, b] = await twoProcesses();
    const kind = (table: string) =>
      row<{ p: string }>(a, "SELECT relpersistence AS p FROM pg_class WHERE oid = to_regclass(?)", table);
    expect(await kind("rate_limits")).toEqual({ p: "u" });
    for (const table of ["orders", "tickets", "reservations", "idempotency_keys", "mail_outbox"])
      expect(await kind(table)).toEqual({ p: "p" });
    // Still shared and atomic: two processes adding to one key count both.
    await Promise.all([
      a.rateLimits.add("ip:1", 1, 2_000_000_000_000, 1, false),
      b.rateLimits.add("ip:1", 1, 2_000_000_000_000, 1, false),
    ]);
    expect(await a.rateLimits.get("ip:1", 1)).toEqual({ points: 2, expire: 2_000_000_000_000 });
  });
});
