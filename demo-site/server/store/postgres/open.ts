import pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import { createKyselyStore } from "../kysely-store.ts";
import type { Store } from "../index.ts";
import { migrateToLatest } from "../migrations/index.ts";
import type { Database } from "../schema.ts";
import { postgresStoreDialect } from "./dialect.ts";

export interface PostgresOptions {
  /** Connections this process keeps open at most (DATABASE_POOL_SIZE; default 4). */
  poolSize?: number;
}

// pg hands bigint (int8: epoch-ms columns, COUNT) and numeric (SUM of a bigint) back as strings, because they may
// not fit a JS number. Ours always do (epoch ms, counts, quantities), and the code expects numbers.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => (oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as "text"))) as typeof pg.types.getTypeParser,
};

/**
 * Opens the PostgreSQL store at `url` and brings its schema up to date: Kysely's migrator, under its lock, so
 * several processes starting at once migrate once.
 */
export async function openPostgresStore(url: string, { poolSize = 4 }: PostgresOptions = {}): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server closed (a restart, a pooler) must not crash the process; the next query reconnects.
  pool.on("error", (err) => console.error(`database: idle connection lost (${err.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // The schema the tables go in: the first of the search_path (a URL may set it: ?options=-c search_path=…).
    const { schema } = await db.selectNoFrom((eb) => eb.fn<string>("current_schema", []).as("schema")).executeTakeFirstOrThrow();
    await migrateToLatest(db, { dialect: "postgres" }, schema);
    return createKyselyStore(db, postgresStoreDialect);
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
