import type { Database as BetterSqlite, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

// Preparing a statement parses and plans the SQL: done once per SQL text, not per query (Kysely's SQLite driver
// prepares on every call; an order runs about ten statements and the on-sale spike runs them thousands of times a
// second). Kysely writes the same text for the same query shape, so the set stays small; it is emptied if it
// ever grows past MAX_STATEMENTS (e.g. IN lists of many lengths).
const MAX_STATEMENTS = 1_000;

/** better-sqlite3 as Kysely's SqliteDialect wants it, with each statement prepared once. */
export function withPreparedStatements(db: BetterSqlite): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let prepared = cache.get(sql);
      if (!prepared) {
        if (cache.size >= MAX_STATEMENTS) cache.clear();
        cache.set(sql, (prepared = db.prepare(sql)));
      }
      return prepared;
    },
    close: () => db.close(),
  };
}
