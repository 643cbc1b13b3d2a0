// STUB (owned by ORDERS): the queries of migration 0011-order-events's tables.
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a stub until its owner fills it
export interface OrderEventsQueries {}

export function orderEventsQueries(_db: Kysely<Database>, _dialect: StoreDialect): OrderEventsQueries {
  return {};
}
