import { join } from "node:path";
import { applySeed, readSeedFile } from "../domain/seed/seed.ts";
import type { Store } from "../store/index.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import { repoRoot } from "./in-process.ts";

/** A SQLite store (in memory unless `path`) with the built-in seed loaded; `opened` collects it for closing. */
export async function openSeededStore(opened: Store[], path = ":memory:"): Promise<Store> {
  const store = await openSqliteStore(path);
  opened.push(store);
  await applySeed(store, readSeedFile(join(repoRoot, "demo-site/data/seed.json")), { reset: true });
  return store;
}
