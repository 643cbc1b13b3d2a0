// Tests only: the stores a suite runs on, SQLite and PostgreSQL, so the store's contract (store/store.test.ts) and
// the API suites hold on both databases.
import { join } from "node:path";
import type { Store } from "../store/index.ts";
import { openPostgresStore } from "../store/postgres/open.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir } from "./in-process.ts";
import { dropTestSchemas, freshPostgresSchema } from "./postgres-schemas.ts";

export { dropTestSchemas, freshPostgresSchema, testDatabaseUrl } from "./postgres-schemas.ts";

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

export const sqliteTestStore: TestStoreKind = {
  name: "SQLite",
  open: () => openSqliteStore(join(tempDir("tc-store-"), "store.sqlite")),
  env: async () => ({
    env: { DATABASE_PATH: join(tempDir("tc-store-"), "store.sqlite") },
    drop: async () => undefined,
  }),
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
