// The queries of door check-in's scans (migration 0016-check-in): redeeming, the snapshot's reads, figures.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the check-in scans work
export interface CheckInsQueries {}

export function checkInsQueries(_db: Kysely<Database>, _dialect: StoreDialect): CheckInsQueries {
  return {};
}
