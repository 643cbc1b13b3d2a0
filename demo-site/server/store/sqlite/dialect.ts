// SQLite's side of the dialect: transactions BEGIN IMMEDIATE (one writer at a time, so no row locks are needed),
// DDL inside transactions, and a data version that shows other processes' commits.
import type { Database as BetterSqlite } from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  type SqliteDialectConfig,
} from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

/**
 * Transactions begin IMMEDIATE: the write lock is taken first, so processes sharing the file queue for it (up to
 * busy_timeout) and a transaction never reads, then fails to upgrade to a writer.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** SQLite runs DDL inside transactions, so migrations (and their check of what already ran) are one transaction. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export function sqliteKyselyDialect(config: SqliteDialectConfig): Dialect {
  return {
    createDriver: () => new ImmediateSqliteDriver(config),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new TransactionalDdlSqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}

// total_changes() grows with every row this connection writes; data_version changes when another connection or
// process commits to the same file. Together: any committed write anywhere.
const versionSql = "SELECT total_changes() || '.' || (SELECT data_version FROM pragma_data_version) AS v";

export function sqliteStoreDialect(raw: BetterSqlite): StoreDialect {
  const version = raw.prepare(versionSql).pluck();
  return {
    name: "sqlite",
    rowLocks: false,
    writableCtes: false,
    arrayParams: false,
    pipelines: false,
    isRetryable: (err) => {
      const code = (err as { code?: unknown } | null)?.code;
      return code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT";
    },
    // Straight on the connection, not through Kysely's connection queue: one statement of its own, and the cache
    // that asks must not wait behind a transaction in progress (it reads the last committed state either way).
    dataVersion: async (_db: Kysely<Database>) => version.get() as string,
    // A read of the file's header in this process: cheap enough to ask often.
    dataVersionCheckMs: 10,
    // BEGIN IMMEDIATE already makes every transaction exclusive.
    lockNamed: async () => undefined,
    // One file: every process may sweep; the sweep's statements are idempotent and serialized by the write lock.
    exclusive: async (_db, _job, fn) => ({ ran: true, value: await fn() }),
  };
}
