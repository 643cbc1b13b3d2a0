import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely } from "kysely";
import { createKyselyStore } from "../kysely-store.ts";
import type { Store } from "../index.ts";
import { migrateToLatest } from "../migrations/index.ts";
import type { Database as Tables } from "../schema.ts";
import { sqliteKyselyDialect, sqliteStoreDialect } from "./dialect.ts";
import { upgradeLegacyDatabase } from "./legacy.ts";
import { withPreparedStatements } from "./statements.ts";

/**
 * Opens (creating if needed) the SQLite store and brings its schema up to date. WAL lets readers run beside the one
 * writer; busy_timeout makes a process wait for another process's write transaction instead of failing with
 * SQLITE_BUSY.
 */
export async function openSqliteStore(path: string): Promise<Store> {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const raw = new Database(path);
  try {
    raw.pragma("busy_timeout = 10000");
    if (path !== ":memory:") raw.pragma("journal_mode = WAL");
    raw.pragma("foreign_keys = ON");
    raw.pragma("synchronous = NORMAL");
    upgradeLegacyDatabase(raw);
    const db = new Kysely<Tables>({ dialect: sqliteKyselyDialect({ database: withPreparedStatements(raw) }) });
    await migrateToLatest(db, { dialect: "sqlite" });
    return createKyselyStore(db, sqliteStoreDialect(raw));
  } catch (err) {
    raw.close();
    throw err;
  }
}
