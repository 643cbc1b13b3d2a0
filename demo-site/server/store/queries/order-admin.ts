// What the back office reads of orders (domain/orders-admin): the list with its search and filters, one order's
// detail. Composed into orderEventsQueries (the registered factory of this area).
import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the orders list and detail
export interface OrderAdminQueries {}

export function orderAdminQueries(_db: Kysely<Database>, _dialect: StoreDialect): OrderAdminQueries {
  return {};
}
