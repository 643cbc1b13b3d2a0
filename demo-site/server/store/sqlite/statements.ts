import type { Statement } from "better-sqlite3";
import type { Db } from "./open.ts";

// Preparing a statement parses and plans the SQL: done once per database connection and SQL text, not per
// request (the on-sale spike reads the same event thousands of times a second).
const caches = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement for `sql` on `db`, prepared on first use and reused afterwards. */
export function statement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
