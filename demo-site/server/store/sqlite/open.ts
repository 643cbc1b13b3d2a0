import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { addedColumns, schemaSql } from "./legacy-schema.ts";

export type Db = Database.Database;

/**
 * Opens (creating if needed) the database. WAL lets readers run beside the one writer; busy_timeout makes
 * a process wait for another process's write transaction instead of failing with SQLITE_BUSY.
 */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("busy_timeout = 10000");
  if (path !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  db.transaction(() => {
    db.exec(schemaSql);
    // A database file from before a column existed gets it here (CREATE TABLE IF NOT EXISTS keeps old tables).
    for (const [table, column, definition] of addedColumns) {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
  }).immediate();
  return db;
}
