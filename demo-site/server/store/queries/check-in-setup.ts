// The queries of door check-in's setup (migration 0016-check-in): check-in lists and paired devices.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the check-in setup work
export interface CheckInSetupQueries {}

export function checkInSetupQueries(_db: Kysely<Database>, _dialect: StoreDialect): CheckInSetupQueries {
  return {};
}
