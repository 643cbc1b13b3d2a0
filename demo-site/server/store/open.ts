import type { Store } from "./index.ts";
import { openSqliteStore } from "./sqlite/open.ts";

/** Where the server keeps its data (config.ts reads it from the environment). */
export interface StoreConfig {
  /** DATABASE_PATH: the SQLite file (absolute), or ":memory:". */
  databasePath: string;
}

/**
 * Opens the configured store with its schema migrated. SQLite is the embedded default; PostgreSQL (DATABASE_URL,
 * phase 2) opens here too, as store/postgres/open.ts beside sqlite/open.ts.
 */
export function openStore(config: StoreConfig): Promise<Store> {
  return openSqliteStore(config.databasePath);
}
