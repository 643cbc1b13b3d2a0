// STUB (owned by WEBHOOKS): the queries of migration 0014-webhooks-out's tables.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface WebhooksOutQueries {}

export function webhooksOutQueries(_db: Kysely<Database>, _dialect: StoreDialect): WebhooksOutQueries {
  return {};
}
