// STUB (owned by REFUNDS): the queries of migration 0012-refunds's tables.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface RefundsQueries {}

export function refundsQueries(_db: Kysely<Database>, _dialect: StoreDialect): RefundsQueries {
  return {};
}
