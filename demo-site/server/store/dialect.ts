// The hook for what differs between the two databases (row locks, retryable errors, data version, named locks,
// array parameters), so every query is written once.
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * What differs between SQLite and PostgreSQL, and only that: every query is written once (queries/) in SQL both
 * accept (ON CONFLICT, RETURNING, conditional UPDATE … WHERE). A new database needs one of these and a Kysely
 * dialect: sqlite/dialect.ts and postgres/dialect.ts (row locks, advisory locks, SQLSTATE 40001/40P01 retryable,
 * the snapshot as data version).
 */
export interface StoreDialect {
  readonly name: "sqlite" | "postgres";
  /**
   * Whether rows can be locked with SELECT … FOR UPDATE. SQLite cannot, and need not: its transactions begin
   * IMMEDIATE (the one write lock first), so writers never overlap.
   */
  readonly rowLocks: boolean;
  /**
   * Whether INSERT may appear in a WITH clause (PostgreSQL), so that rows of several tables go in one statement:
   * one round trip instead of one per row. SQLite answers in-process, where a statement per row costs little.
   */
  readonly writableCtes: boolean;
  /**
   * Whether a parameter may be an array or a JSON document of rows (PostgreSQL: `= ANY($1::text[])`, unnest,
   * json_populate_recordset). A query over any number of rows then keeps one text, prepared and planned once per
   * connection, where an IN list or a multi-row VALUES is a new text, parsed and planned, for every count.
   */
  readonly arrayParams: boolean;
  /**
   * Whether the driver sends queries issued together in one round trip (pg's pipeline mode; queries/pipelined.ts),
   * and so a transaction's COMMIT with its last writes (Tx.commit). SQLite answers in this process: nothing to save.
   */
  readonly pipelines: boolean;
  /** A transient failure after which the whole transaction may run again (serialization failure, deadlock, busy). */
  isRetryable(err: unknown): boolean;
  /** See Store.dataVersion. */
  dataVersion(db: Kysely<Database>): Promise<string>;
  /** See Store.dataVersionCheckMs. */
  readonly dataVersionCheckMs: number;
  /** An exclusive lock held until the transaction ends. */
  lockNamed(tx: Kysely<Database>, name: string | readonly string[]): Promise<void>;
  /** Runs `fn` holding the job's lock, or returns `{ ran: false }` when another process holds it. */
  exclusive<T>(
    db: Kysely<Database>,
    job: string,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}
