// @vitest-environment node
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { applySeed, readSeedFile } from "../../domain/seed/seed.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { dropTestSchemas, freshPostgresSchema } from "../../testing/stores.ts";
import { rows, row } from "../../testing/sql.ts";
import type { Store } from "../index.ts";
import { openPostgresStore } from "./open.ts";
import { isStalePlan, namedStatementClient, StatementNames } from "./named-statements.ts";
import { testDatabaseUrl } from "../../testing/stores.ts";

describe("StatementNames", () => {
  it("names single DML statements once enabled, the same text always the same name", () => {
    const names = new StatementNames(3);
    expect(names.nameOf("select 1")).toBeUndefined();
    names.enabled = true;
    const a = names.nameOf('select * from "orders" where "id" = $1');
    expect(a).toMatch(/^tc_\d+$/);
    expect(names.nameOf('select * from "orders" where "id" = $1')).toBe(a);
    expect(names.nameOf("WITH o AS (INSERT INTO orders (id) VALUES ($1) RETURNING id) SELECT 1")).not.toBe(a);
    for (const text of [
      "begin",
      "commit",
      "create table x (id int)",
      "alter table orders add column x int",
      "select 1; select 2",
    ])
      expect(names.nameOf(text)).toBeUndefined();
  });

  it("stops naming new texts at its cap and keeps the names it gave", () => {
    const names = new StatementNames(2);
    names.enabled = true;
    const first = names.nameOf("select $1");
    names.nameOf("select $1, $2");
    expect(names.nameOf("select $1, $2, $3")).toBeUndefined();
    expect(names.nameOf("select $1")).toBe(first);
  });
});

describe("named prepared statements on PostgreSQL", () => {
  const opened: Store[] = [];
  const open = async (preparedStatements: boolean) => {
    const { url } = await freshPostgresSchema();
    const store = await openPostgresStore(url, { poolSize: 2, preparedStatements });
    opened.push(store);
    return { store, url };
  };
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
    await dropTestSchemas();
  });
  // What the connection that answers holds prepared (pg_prepared_statements is per session).
  const prepared = async (store: Store) =>
    (
      await rows<{ statement: string }>(store, "SELECT statement FROM pg_prepared_statements WHERE name LIKE 'tc\\_%'")
    ).map((r) => r.statement);

  it("prepares the store's statements on the server once per connection, and not with DATABASE_PREPARED_STATEMENTS=off", async () => {
    const on = await open(true);
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await on.store.events.event(101);
      for (const s of await prepared(on.store)) seen.add(s);
    }
    expect([...seen].some((s) => /from "events" where "id" = \$1/.test(s))).toBe(true);
    const off = await open(false);
    await off.store.events.event(101);
    expect(await prepared(off.store)).toEqual([]);
  });

  it("a table changed by another process under a prepared select *: the transaction runs again on a new connection and succeeds", async () => {
    const { store, url } = await open(true);
    await applySeed(store, readSeedFile(join(repoRoot, "demo-site/data/seed.json")), { reset: true });
    await store.events.event(101);
    await store.events.event(101);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // As a newer server version's migration would, while this process still runs.
      await other.query("ALTER TABLE events ADD COLUMN added_later text");
    } finally {
      await other.end();
    }
    // Both pooled connections may hold the stale statement: each fails once, is closed and replaced.
    const results = await Promise.all([1, 2, 3].map(() => store.transaction((tx) => tx.events.event(101))));
    expect(results.map((e) => [e?.id, e && "added_later" in e])).toEqual([
      [101, true],
      [101, true],
      [101, true],
    ]);
    expect((await row<{ id: number }>(store, "SELECT id FROM events WHERE id = 101")).id).toBe(101);
  });

  it("recognises PostgreSQL's stale-plan error and nothing else", () => {
    expect(isStalePlan(Object.assign(new Error("cached plan must not change result type"), { code: "0A000" }))).toBe(
      true,
    );
    expect(isStalePlan(Object.assign(new Error("other feature"), { code: "0A000" }))).toBe(false);
    expect(isStalePlan(Object.assign(new Error("cached plan must not change result type"), { code: "40001" }))).toBe(
      false,
    );
  });
});

/** A stream write method, called through with whatever arguments it gets. */
type Write = (...args: unknown[]) => unknown;

describe("the store's pg Client on the wire", () => {
  it("sends the queries issued in one tick in one write to the socket, and each gets its own answer", async () => {
    const names = new StatementNames();
    names.enabled = true;
    const Client = namedStatementClient(names);
    const client = new Client({ connectionString: testDatabaseUrl(), pipeline: true });
    await client.connect();
    try {
      // Every write the socket makes to the kernel: one call of _write or _writev each.
      const stream = (client as unknown as { connection: { stream: { _write: Write; _writev: Write } } }).connection
        .stream;
      let writes = 0;
      for (const method of ["_write", "_writev"] as const) {
        const original = stream[method];
        stream[method] = function (this: unknown, ...args: unknown[]) {
          writes++;
          return original.apply(this, args);
        };
      }
      const answers = await Promise.all([1, 2, 3, 4].map((n) => client.query("SELECT $1::int * 10 AS v", [n])));
      expect(answers.map((a) => a.rows[0].v)).toEqual([10, 20, 30, 40]);
      expect(writes).toBe(1);
      // And the next tick's query is not held back behind them.
      writes = 0;
      expect((await client.query("SELECT $1::int AS v", [5])).rows[0].v).toBe(5);
      expect(writes).toBe(1);
    } finally {
      await client.end();
    }
  });
});
