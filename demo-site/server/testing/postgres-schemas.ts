import { randomBytes } from "node:crypto";
import pg from "pg";

// The test database's schemas, apart from the stores (stores.ts) so that a browser test can make one without loading
// the server's code.

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DATABASE_URL is not set: run the tests through `npm test` or `npx vitest` (its global set-up finds PostgreSQL with scripts/postgres-for-tests.mjs).",
    );
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

/** A leftover is only dropped once it is this old: a pid tells nothing across process namespaces (sandboxes). */
const LEFTOVER_AGE_S = 6 * 3600;

/**
 * Whether a schema made by freshPostgresSchema is a leftover of a test process killed before its afterAll: its
 * process is gone and it is older than LEFTOVER_AGE_S. A process in another pid namespace (another sandbox or
 * container using the same database) looks gone to `kill(pid, 0)` while its tests still run, so the age alone
 * keeps their schemas; names without a time (made before it was in the name) go by the pid as before.
 */
export function isLeftover(name: string, nowS: number, isAlive = alive): boolean {
  const [pid, made] = name.slice(PREFIX.length).split("_");
  if (isAlive(Number(pid))) return false;
  // A name of the old form (no time) goes by the pid alone.
  if (!/^\d{10}$/.test(made ?? "")) return true;
  return nowS - Number(made) > LEFTOVER_AGE_S;
}

/** A new empty schema in the test database; the URL connects with it first on the search_path. */
export async function freshPostgresSchema(): Promise<{ schema: string; url: string }> {
  const schema = `${PREFIX}${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString("hex")}`;
  await withClient(async (client) => {
    // Once per process: schemas left by a test process that was killed before its afterAll (its pid is gone).
    if (!leftoversChecked) {
      leftoversChecked = true;
      const { rows } = await client.query<{ name: string }>(
        "SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)",
        [PREFIX],
      );
      const nowS = Date.now() / 1000;
      for (const { name } of rows)
        if (isLeftover(name, nowS)) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
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
