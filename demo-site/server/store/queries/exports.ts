// STUB (owned by TOKENS): the read-only queries of exports and the dashboard (pages of orders and attendees).
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface ExportQueries {}

export function exportQueries(_db: Kysely<Database>, _dialect: StoreDialect): ExportQueries {
  return {};
}
