import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { afterAll } from "vitest";
import type { Store } from "../store/index.ts";
import { openPostgresStore } from "../store/postgres/open.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import { tempDir } from "./in-process.ts";

/**
 * Both stores for one test file. The PostgreSQL server is the one scripts/postgres-for-tests.mjs found (npm test
 * passes it as TEST_DATABASE_URL; vitest's global set-up finds one the same way when run alone). Each call of
 * `open`/`env` gets a schema of its own in that database (CREATE SCHEMA + search_path: milliseconds, where a
 * database would take a second), dropped with everything in it after the file. SQLite gets a fresh temporary file.
 */
export interface TestStoreKind {
  name: "SQLite" | "PostgreSQL";
  /** A fresh, migrated, empty store. */
  open(): Promise<Store>;
  /** The environment of a server (in-process or child) on a fresh database of this kind. */
  env(): Promise<Record<string, string>>;
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests through `npm test` or `npx vitest` (its global set-up finds PostgreSQL with scripts/postgres-for-tests.mjs).");
  return url;
}

const schemas: string[] = [];
let cleanupRegistered = false;

/** A new empty schema in the test database; the URL connects with it first on the search_path. */
export async function freshPostgresSchema(): Promise<{ schema: string; url: string }> {
  const base = testDatabaseUrl();
  const schema = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  schemas.push(schema);
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    afterAll(dropSchemas);
  }
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}

async function dropSchemas(): Promise<void> {
  if (schemas.length === 0) return;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    for (const schema of schemas.splice(0)) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export const sqliteTestStore: TestStoreKind = {
  name: "SQLite",
  open: () => openSqliteStore(join(tempDir("tc-store-"), "store.sqlite")),
  env: async () => ({ DATABASE_PATH: join(tempDir("tc-store-"), "store.sqlite") }),
};

export const postgresTestStore: TestStoreKind = {
  name: "PostgreSQL",
  open: async () => openPostgresStore((await freshPostgresSchema()).url, { poolSize: 20 }),
  env: async () => ({ DATABASE_URL: (await freshPostgresSchema()).url, DATABASE_POOL_SIZE: "20" }),
};

/** For describe.each: the suite runs once per store. */
export const testStores: [name: string, kind: TestStoreKind][] = [
  ["SQLite", sqliteTestStore],
  ["PostgreSQL", postgresTestStore],
];
