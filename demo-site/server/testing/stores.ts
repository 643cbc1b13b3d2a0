import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import type { Store } from "../store/index.ts";
import { openPostgresStore } from "../store/postgres/open.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir } from "./in-process.ts";

/**
 * Both stores for one test file. The PostgreSQL server is the one scripts/postgres-for-tests.mjs found (npm test
 * passes it as TEST_DATABASE_URL; vitest's global set-up finds one the same way when run alone). Each call of
 * `open`/`env` gets a schema of its own in that database (CREATE SCHEMA + search_path: milliseconds, where a
 * database would take a second), dropped with everything in it by the store's close() (`open`) or by
 * `dropTestSchemas` in the file's afterAll (`env`). SQLite gets a fresh temporary file.
 */
export interface TestStoreKind {
  name: "SQLite" | "PostgreSQL";
  /** A fresh, migrated, empty store. */
  open(): Promise<Store>;
  /** The environment of a server (in-process or child) on a fresh database of this kind; `drop` deletes it. */
  env(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests through `npm test` or `npx vitest` (its global set-up finds PostgreSQL with scripts/postgres-for-tests.mjs).");
  return url;
}

const PREFIX = "tc_test_";
const schemas = new Set<string>();
let leftoversChecked = false;

async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A new empty schema in the test database; the URL connects with it first on the search_path. */
export async function freshPostgresSchema(): Promise<{ schema: string; url: string }> {
  const schema = `${PREFIX}${process.pid}_${randomBytes(4).toString("hex")}`;
  await withClient(async (client) => {
    // Once per process: schemas left by a test process that was killed before its afterAll (its pid is gone).
    if (!leftoversChecked) {
      leftoversChecked = true;
      const { rows } = await client.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)", [PREFIX]);
      for (const { name } of rows) if (!alive(Number(name.slice(PREFIX.length).split("_")[0]))) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    }
    await client.query(`CREATE SCHEMA ${schema}`);
  });
  schemas.add(schema);
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}

/** Drops schemas made by freshPostgresSchema: `only` those, or every one this process made. */
export async function dropTestSchemas(only?: readonly string[]): Promise<void> {
  const names = only ?? [...schemas];
  if (names.length === 0) return;
  await withClient(async (client) => {
    for (const name of names) {
      await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      schemas.delete(name);
    }
  });
}

export const sqliteTestStore: TestStoreKind = {
  name: "SQLite",
  open: () => openSqliteStore(join(tempDir("tc-store-"), "store.sqlite")),
  env: async () => ({ env: { DATABASE_PATH: join(tempDir("tc-store-"), "store.sqlite") }, drop: async () => undefined }),
};

export const postgresTestStore: TestStoreKind = {
  name: "PostgreSQL",
  async open() {
    const { schema, url } = await freshPostgresSchema();
    const store = await openPostgresStore(url, { poolSize: 20 });
    const close = store.close;
    return Object.assign(store, { close: () => close().then(() => dropTestSchemas([schema])) });
  },
  async env() {
    const { schema, url } = await freshPostgresSchema();
    return { env: { DATABASE_URL: url, DATABASE_POOL_SIZE: "20" }, drop: () => dropTestSchemas([schema]) };
  },
};

/** An in-process test server (testing/in-process.ts) on a fresh database of `kind`; close() also drops it. */
export async function startServerOn(kind: TestStoreKind, env: Record<string, string> = {}): Promise<RunningServer> {
  const database = await kind.env();
  const server = await startTestServer({ ...database.env, ...env });
  const close = server.close;
  return Object.assign(server, { close: () => close().then(database.drop) });
}

/** For describe.each: the suite runs once per store. */
export const testStores: [name: string, kind: TestStoreKind][] = [
  ["SQLite", sqliteTestStore],
  ["PostgreSQL", postgresTestStore],
];
