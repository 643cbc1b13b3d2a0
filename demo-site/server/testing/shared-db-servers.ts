import { copyFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { bundleServer, removeBundle, spawnServer, type ChildServer } from "./child-server.ts";
import { repoRoot, tempDir } from "./in-process.ts";

/** Several server processes on one SQLite file, filled in by the suite's beforeAll. */
export interface SharedDbServers {
  /** The freshly bundled server (also for tests that start a process of their own). */
  bundle: string;
  servers: ChildServer[];
  /** One row from the shared file, read on a read-only connection of the test's own. */
  readDb<T>(sql: string, ...params: unknown[]): T;
}

/**
 * Real concurrency for a suite: `count` server processes on ONE SQLite file seeded with the demo seed. The first
 * process resets and seeds the file; the others open it as it is. Closed and the bundle removed after the suite.
 */
export function useSharedDbServers(
  count: number,
  options: { env?: Record<string, string>; dirPrefix: string },
): SharedDbServers {
  let dbPath = "";
  const shared: SharedDbServers = {
    bundle: "",
    servers: [],
    readDb<T>(sql: string, ...params: unknown[]): T {
      const db = new Database(dbPath, { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    },
  };
  beforeAll(async () => {
    shared.bundle = await bundleServer();
    const dir = tempDir(options.dirPrefix);
    dbPath = join(dir, "shared.sqlite");
    const seed = join(dir, "seed.json");
    copyFileSync(join(repoRoot, "demo-site/data/seed.json"), seed);
    const env = { ...options.env, DATABASE_PATH: dbPath };
    shared.servers = [await spawnServer(shared.bundle, { ...env, SEED_FILE: seed })];
    shared.servers.push(
      ...(await Promise.all(Array.from({ length: count - 1 }, () => spawnServer(shared.bundle, env)))),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shared.servers.map((s) => s.close()));
    if (shared.bundle) removeBundle(shared.bundle);
  });
  return shared;
}
