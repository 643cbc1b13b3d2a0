// STUB (owned by TOKENS): the queries of migration 0015-api-tokens's tables.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface ApiTokensQueries {}

export function apiTokensQueries(_db: Kysely<Database>, _dialect: StoreDialect): ApiTokensQueries {
  return {};
}
