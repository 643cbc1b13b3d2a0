// Opens the store the configuration names (PostgreSQL for DATABASE_URL, else the SQLite file), migrated.
import type { Store } from "./index.ts";
import { openPostgresStore } from "./postgres/open.ts";
import { openSqliteStore } from "./sqlite/open.ts";

/** Where the server keeps its data (config.ts reads it from the environment). */
export interface StoreConfig {
  /** DATABASE_PATH: the SQLite file (absolute), or ":memory:". Used when databaseUrl is null. */
  databasePath: string;
  /** DATABASE_URL: a postgres:// URL, which chooses PostgreSQL; null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process. */
  poolSize: number;
  /** DATABASE_PREPARED_STATEMENTS: named prepared statements on PostgreSQL (default on). */
  preparedStatements?: boolean;
}

/** Opens the configured store with its schema migrated: PostgreSQL when DATABASE_URL is set, else SQLite. */
export function openStore(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl)
    return openPostgresStore(config.databaseUrl, {
      poolSize: config.poolSize,
      preparedStatements: config.preparedStatements,
    });
  return openSqliteStore(config.databasePath);
}
