import type { Database as BetterSqlite } from "better-sqlite3";

/**
 * Columns added to tables before the schema had migrations: [table, column, definition]. A database file made by
 * an older server (CREATE TABLE IF NOT EXISTS at every start, no kysely_migration table) may lack them.
 */
export const legacyAddedColumns: [table: string, column: string, definition: string][] = [
  ["events", "card_path", "TEXT NOT NULL DEFAULT 'stripe'"],
  ["orders", "provider", "TEXT"],
  ["orders", "provider_ref", "TEXT"],
  ["orders", "reservation_id", "TEXT"],
  ["orders", "return_token", "TEXT"],
  ["orders", "status_reason", "TEXT"],
  ["orders", "updated_at", "TEXT"],
  ["organizers", "embed_origins", "TEXT"],
];

const tableExists = (db: BetterSqlite, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/**
 * A database from before migrations (its tables there, no kysely_migration) gets the columns it may lack, so that
 * it is exactly what the baseline migration describes; the baseline (IF NOT EXISTS) then adds any missing table and
 * records itself, and the data stays. Returns whether the file was such a database. In one immediate transaction,
 * so processes opening the file together do it once.
 */
export function upgradeLegacyDatabase(db: BetterSqlite): boolean {
  return db
    .transaction(() => {
      if (tableExists(db, "kysely_migration") || !tableExists(db, "organizers")) return false;
      for (const [table, column, definition] of legacyAddedColumns) {
        if (!tableExists(db, table)) continue;
        const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
        if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
      }
      return true;
    })
    .immediate();
}
