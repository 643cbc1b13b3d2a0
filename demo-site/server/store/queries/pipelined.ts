import type { CompiledQuery, Kysely, QueryExecutor, QueryResult } from "kysely";
import type { Database } from "../schema.ts";

interface Queued {
  readonly query: CompiledQuery;
  resolve(result: QueryResult<any>): void;
  reject(err: unknown): void;
}

// The queries issued on one transaction's executor in the current tick, not sent yet.
const waiting = new WeakMap<QueryExecutor, Queued[]>();
// The executors of transactions (kysely-store.ts marks them). The root's queries go one by one, as they always did:
// there, queries issued together come from different requests, which should not wait behind one another on one
// connection (nor be pipelined outside a transaction through a pooler such as PgBouncer).
const transactions = new WeakSet<QueryExecutor>();
// A transaction's BEGIN sent with its first queries (beginTogether), and its error if it failed: the transaction's
// later queries are refused with it.
const begins = new WeakMap<QueryExecutor, { begin: CompiledQuery; failed?: { reason: unknown } }>();

/** Marks `db` as one transaction's: queries issued together on it go together (see pipelined()). */
export function batchTogether(db: Kysely<Database>): Kysely<Database> {
  transactions.add(db.getExecutor());
  return db;
}

/**
 * Runs `query` on `db`, a transaction (batchTogether), together with every other query issued on it in the same tick:
 * they go to the database in the order they were issued, in one round trip where the driver pipelines (PostgreSQL:
 * pg's pipeline mode; postgres/open.ts), one after the other on SQLite. On the root, `query` simply runs.
 *
 * Why: Kysely sends a transaction's queries one at a time, each waiting for the previous answer, and on
 * PostgreSQL each answer is a round trip and a wake-up of the server and of this process. An order's reads, or its
 * writes, do not depend on each other's answers, so the domain issues them together (store/all-of.ts) and they cost
 * one round trip.
 *
 * The server runs them in that order, each with its own snapshot (READ COMMITTED): a lock issued before a count is
 * held before the count reads, exactly as if the two had been awaited one after the other. A query that fails makes
 * the rest of its transaction's queries fail too (the transaction is aborted), and each caller gets its own answer.
 * The order holds among queries sent through here (prepared.ts sends every prepared query here); a Kysely builder
 * query issued in the same tick goes its own way, possibly first.
 */
export function pipelined<R>(db: Kysely<Database>, query: CompiledQuery): Promise<QueryResult<R>> {
  const executor = db.getExecutor();
  if (!transactions.has(executor)) return db.executeQuery<R>(query);
  let queue = waiting.get(executor);
  if (!queue) {
    waiting.set(executor, (queue = []));
    send(executor, queue);
  }
  const batch = queue;
  return new Promise((resolve, reject) => batch.push({ query, resolve, reject }));
}

/**
 * Sends `queue` once the queries of this tick are in it. The transaction's connection is asked for at once, not at the
 * end of the tick: a transaction runs on one connection that serves one caller at a time, so a Kysely builder query
 * issued later in the same tick waits for this batch instead of going first. That is what lets a transaction send its
 * BEGIN with its first queries (kysely-store.ts): no query of the tick can reach the server before the BEGIN.
 */
function send(executor: QueryExecutor, queue: Queued[]): void {
  executor
    .provideConnection(async (connection) => {
      // The rest of this tick's queries join the batch meanwhile.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      if (waiting.get(executor) === queue) waiting.delete(executor);
      const guard = begins.get(executor);
      if (guard?.failed) throw guard.failed.reason;
      // All written before any answer is awaited; the driver answers them in order.
      const answers = queue.map((q) => connection.executeQuery(q.query));
      const settled = await Promise.allSettled(answers);
      // The BEGIN is the first query of its transaction's first batch.
      const first = settled[0];
      if (guard && queue[0]!.query === guard.begin && first?.status === "rejected")
        guard.failed = { reason: first.reason };
      settled.forEach((s, i) => (s.status === "fulfilled" ? queue[i]!.resolve(s.value) : queue[i]!.reject(s.reason)));
    })
    .catch((err: unknown) => {
      // No connection (the pool closed, the server unreachable), or the transaction's BEGIN failed: every query of the
      // batch fails with it.
      if (waiting.get(executor) === queue) waiting.delete(executor);
      for (const q of queue) q.reject(err);
    });
}

/**
 * The queries of a transaction, started with `begin` (its BEGIN) sent with the first of them. Should the BEGIN fail
 * while the queries sent with it ran (they ran outside any transaction, so each on its own), nothing more is sent on
 * `db`: every later query fails with the BEGIN's error, so that no write runs outside the transaction.
 */
export function beginTogether(db: Kysely<Database>, begin: CompiledQuery): Promise<QueryResult<unknown>> {
  begins.set(db.getExecutor(), { begin });
  return pipelined(batchTogether(db), begin);
}
