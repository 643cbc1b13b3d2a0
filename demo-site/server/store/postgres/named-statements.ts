// The store's pg client: named prepared statements, the queries of one tick in one write to the socket (fewer
// round trips), and a connection lost while in use failing its work instead of ending the process.
import pg from "pg";

/**
 * How many distinct statement texts a process prepares at most. Kysely compiles one text per query shape, so the
 * server's own set is a few hundred at most; a shape that varies without end (an IN list of any length) stops
 * being prepared here instead of growing every connection's statement cache on the server.
 */
export const MAX_NAMED_STATEMENTS = 1000;

// Only single DML statements: a multi-statement text cannot go through the extended protocol, and transaction
// control and DDL (migrations) are cheap to parse and run once.
const DML = /^\s*(select|insert|update|delete|with)\b/i;

/** The names given so far, one per statement text (the same text gets the same name on every connection). */
export class StatementNames {
  declare private readonly names: Map<string, string>;
  declare private readonly max: number;
  /**
   * Off until the schema is migrated: a `select *` prepared before a migration that adds a column would fail
   * after it ("cached plan must not change result type").
   */
  declare enabled: boolean;

  constructor(max = MAX_NAMED_STATEMENTS) {
    this.names = new Map();
    this.max = max;
    this.enabled = false;
  }

  /** The name to prepare `text` under, or undefined to send it unnamed (parsed and planned on every call). */
  nameOf(text: string): string | undefined {
    if (!this.enabled) return undefined;
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max || !DML.test(text) || text.includes(";")) return undefined;
    const name = `tc_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

/**
 * The store's pg Client: it survives a connection lost while in use (see the constructor) and, once `names` is
 * enabled, sends each of the store's statements as a named prepared statement: PostgreSQL parses it once
 * per connection, and after a few runs plans it once too (plan_cache_mode auto), instead of parsing and planning
 * every call. Measured on 2 cores under a free-order spike, parse and bind (planning) were about half of the database's
 * CPU per order (log_min_duration_statement). Kysely calls query(text, values); every other form passes through.
 */
export function namedStatementClient(names: StatementNames): typeof pg.Client {
  return class NamedStatementClient extends pg.Client {
    /** Set by a stale-plan error: this session's statements stay stale, so the pool must drop the connection. */
    private stale = false;
    private poolRelease: ((err?: Error | boolean) => void) | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // pg-pool listens for a client's errors only while it is idle. A connection lost while the client is checked
      // out (PostgreSQL restarted or failed over, the backend terminated, a pooler restarted) would otherwise be an
      // unhandled 'error' event and end the process. Nothing to do here: its query, or the transaction's next one,
      // fails with the error (and the request with it); the pool drops the client when it comes back (no longer
      // queryable). An idle client's loss is the pool's 'error' (open.ts logs it).
      this.on("error", () => undefined);
    }

    // pg-pool hands a checked-out client its `release` by assignment; a stale client is released with an error,
    // which makes the pool close it instead of keeping it (after the transaction's own rollback has run on it).
    set release(fn: (err?: Error | boolean) => void) {
      this.poolRelease = fn;
    }
    get release(): (err?: Error | boolean) => void {
      return (err) => this.poolRelease?.(err || (this.stale ? new Error("prepared statements are stale") : undefined));
    }

    private corked = false;
    /**
     * Holds the socket's writes until the end of this tick, so the queries issued together (a transaction's batch,
     * store/queries/pipelined.ts) leave in one write instead of one each. On loopback each write is a packet that the
     * kernel delivers and wakes PostgreSQL for, in this process's time: measured on 2 cores, 1 worker, 6,000 free
     * orders, the worker's CPU per order went from about 1.39 to 1.29 ms and PostgreSQL's from about 0.96 to 0.88 ms.
     */
    private corkUntilNextTick(): void {
      const stream = (this as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection
        ?.stream;
      if (this.corked || !stream?.cork || !stream.uncork) return;
      this.corked = true;
      stream.cork();
      process.nextTick(() => {
        this.corked = false;
        stream.uncork!();
      });
    }

    // pg's query() is overloaded (config object, text, Submittable; promise or callback); only Kysely's form is renamed.
    override query(...args: unknown[]): any {
      this.corkUntilNextTick();
      const [text, values, callback] = args;
      if (typeof text === "string" && Array.isArray(values) && callback === undefined) {
        const name = names.nameOf(text);
        if (name !== undefined) {
          return (super.query({ name, text, values }) as Promise<pg.QueryResult>).catch((err: unknown) => {
            // Another process migrated a table under a prepared `select *`: the store runs the transaction again
            // (isStalePlan), on another connection once this one is released.
            if (isStalePlan(err)) this.stale = true;
            throw err;
          });
        }
      }
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
  };
}

/**
 * PostgreSQL's answer to a prepared statement whose table changed shape since it was prepared (SQLSTATE 0A000,
 * "cached plan must not change result type"): nothing was done, and a new connection runs it.
 */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === "0A000" &&
    typeof e.message === "string" &&
    e.message.includes("cached plan must not change result type")
  );
}
