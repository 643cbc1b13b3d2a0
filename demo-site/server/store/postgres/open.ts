// The PostgreSQL store: a pg pool of DATABASE_POOL_SIZE in pipeline mode under Kysely, int8 and numeric read as
// numbers, migrations recorded in the search_path's first schema (so each test schema has its own).
import pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import { createKyselyStore } from "../kysely-store.ts";
import type { Store } from "../index.ts";
import { migrateToLatest } from "../migrations/index.ts";
import type { Database } from "../schema.ts";
import { postgresStoreDialect } from "./dialect.ts";
import { namedStatementClient, StatementNames } from "./named-statements.ts";

export interface PostgresOptions {
  /** Connections this process keeps open at most (DATABASE_POOL_SIZE; default 4). */
  poolSize?: number;
  /**
   * Named prepared statements (DATABASE_PREPARED_STATEMENTS; default on). Off for a pooler in transaction mode
   * that cannot keep them (PgBouncer before 1.21, or without max_prepared_statements).
   */
  preparedStatements?: boolean;
}

// pg hands bigint (int8: epoch-ms columns, COUNT) and numeric (SUM of a bigint) back as strings, because they may
// not fit a JS number. Ours always do (epoch ms, counts, quantities), and the code expects numbers.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Opens the PostgreSQL store at `url` and brings its schema up to date: Kysely's migrator, under its lock, so
 * several processes starting at once migrate once.
 */
export async function openPostgresStore(
  url: string,
  { poolSize = 4, preparedStatements = true }: PostgresOptions = {},
): Promise<Store> {
  const names = new StatementNames();
  // pipeline: queries issued together on one connection are written at once and answered in order, instead of each
  // waiting for the previous answer (queries/pipelined.ts, Tx.commit).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    pipeline: true,
    Client: namedStatementClient(names),
  });
  // An idle connection the server closed (a restart, a pooler) must not crash the process; the next query reconnects.
  pool.on("error", (err) => console.error(`database: idle connection lost (${err.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // The schema the tables go in: the first of the search_path (a URL may set it: ?options=-c search_path=…).
    const { schema } = await db
      .selectNoFrom((eb) => eb.fn<string>("current_schema", []).as("schema"))
      .executeTakeFirstOrThrow();
    await migrateToLatest(db, { dialect: "postgres" }, schema);
    names.enabled = preparedStatements;
    return createKyselyStore(db, postgresStoreDialect);
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
