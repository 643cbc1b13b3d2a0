import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from "kysely";
import type { Database } from "../schema.ts";
import { pipelined } from "./pipelined.ts";

/** Where a value goes in a prepared query: `p(0)` is the first argument of the call. */
class Slot {
  constructor(readonly index: number) {}
}

type Build = (db: Kysely<Database>, p: (index: number) => any) => Compilable<unknown>;

/**
 * A query built with Kysely's builder and compiled ONCE per dialect, then run with new values. Building and compiling
 * costs tens of microseconds per query, and an order runs about ten of them, thousands of times a second. `build` puts
 * `p(i)` where the i-th value goes; the compiled text is the dialect's own (`?` or `$1`), so the query stays written
 * once for SQLite and PostgreSQL. For queries of a fixed shape only (no IN list or row count that varies). Queries
 * issued together go in one round trip (pipelined.ts).
 */
export function prepared(build: Build) {
  const compiled = new Map<unknown, { sql: string; slots: readonly unknown[] }>();
  return async <R>(db: Kysely<Database>, ...values: unknown[]): Promise<QueryResult<R>> => {
    const dialect = db.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      const { sql, parameters } = build(db, (index) => new Slot(index)).compile();
      compiled.set(dialect, (query = { sql, slots: parameters }));
    }
    const parameters = query.slots.map((v) => (v instanceof Slot ? values[v.index] : v));
    return pipelined<R>(db, CompiledQuery.raw(query.sql, parameters));
  };
}

/** The number of rows an UPDATE, INSERT or DELETE changed. */
export const changed = (result: QueryResult<unknown>) => Number(result.numAffectedRows ?? 0);
