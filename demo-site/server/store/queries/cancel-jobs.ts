// STUB (owned by CANCEL): the queries of migration 0013-cancel-jobs's tables.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface CancelJobsQueries {}

export function cancelJobsQueries(_db: Kysely<Database>, _dialect: StoreDialect): CancelJobsQueries {
  return {};
}
