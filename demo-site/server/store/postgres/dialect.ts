import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import { pipelined } from "../queries/pipelined.ts";
import { isStalePlan } from "./named-statements.ts";

// SQLSTATE 40001 serialization_failure, 40P01 deadlock_detected: the transaction did nothing that stays, and
// running it again from the start may succeed; so may a stale prepared statement, on the connection that
// replaces its own (named-statements.ts). Anything else (a constraint, a bug) is not retried.
const retryable = new Set(["40001", "40P01"]);

/** A named lock's key: advisory locks take a bigint, so the name is hashed (hashtextextended, seed 0). */
const lockKey = (name: string) => sql`hashtextextended(${`tc:${name}`}, 0)`;

/**
 * PostgreSQL's hook. Transactions run at READ COMMITTED (the server's default): stock is exact because every
 * transaction that takes it first locks the ticket rows (SELECT … FOR NO KEY UPDATE in id order), and each later statement
 * takes a fresh snapshot after the lock, so it sees what the previous holder committed. SERIALIZABLE would be exact
 * too, but would turn every pair of orders for the same ticket into a serialization failure and a retry.
 */
export const postgresStoreDialect: StoreDialect = {
  name: "postgres",
  rowLocks: true,
  writableCtes: true,
  arrayParams: true,
  pipelines: true,
  isRetryable: (err) => retryable.has(String((err as { code?: unknown } | null)?.code)) || isStalePlan(err),
  // The snapshot (xmin:xmax:in-progress ids) moves whenever a transaction that wrote ends, here or in any other
  // process; read-only transactions get no id and leave it alone. Transaction ids are per cluster, so another
  // database's writes move it too: a needless cache reload, never a stale answer.
  dataVersion: async (db: Kysely<Database>) =>
    (await sql<{ v: string }>`SELECT pg_current_snapshot()::text AS v`.execute(db)).rows[0]!.v,
  // Each answer is a round trip and a backend's wake-up. Asked every 100 ms instead of 10, 2 workers serving one
  // cached event went from 0.65-0.71 to 0.69-0.76 of the floor (scripts/bench-scale.mjs' event reads, 5 alternating
  // runs); 80 processes (100 times the load) ask 800 times a second in all, not 8,000. Another process's write then
  // shows within about 100 ms, far inside the 35 s a CDN may serve (domain/events/event-cache.ts).
  dataVersionCheckMs: 100,
  async lockNamed(tx, name) {
    if (typeof name === "string")
      return void (await pipelined(tx, sql`SELECT pg_advisory_xact_lock(${lockKey(name)})`.compile(tx)));
    // Taken in key order, the order the subquery hands its rows to the outer scan: any two transactions take the
    // keys they share in the same order, so neither can hold one the other waits for while it waits for another.
    const keys = sql`SELECT DISTINCT hashtextextended('tc:' || n, 0) AS k FROM unnest(${[...name]}::text[]) AS n ORDER BY 1`;
    await pipelined(tx, sql`SELECT pg_advisory_xact_lock(s.k) FROM (${keys}) AS s`.compile(tx));
  },
  // A transaction-scoped lock, held by one pooled connection's open transaction while `fn` runs (fn itself uses
  // other connections) and released when it ends. Transaction-scoped rather than a session lock so that it also
  // works through PgBouncer in transaction mode (a session lock could be taken on one server connection and
  // "released" on another); a process that dies loses its connection, and with it the lock.
  exclusive: (db, job, fn) =>
    db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${lockKey(job)}) AS got`.execute(
        tx,
      );
      if (!rows[0]?.got) return { ran: false as const };
      return { ran: true as const, value: await fn() };
    }),
};
