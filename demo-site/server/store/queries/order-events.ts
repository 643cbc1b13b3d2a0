// The queries of migration 0011-order-events's tables: an order's timeline (written by domain/order-events/record.ts
// in the change's transaction) and, through order-admin*.ts, what the back office reads of orders.
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { OrderEventsTable } from "../schema-order-events.ts";
import { changed, prepared } from "./prepared.ts";
import { pipelined } from "./pipelined.ts";
import { orderAdminQueries, type OrderAdminQueries } from "./order-admin.ts";

export type * from "./order-admin.ts";

export type OrderEventRow = Omit<OrderEventsTable, "id"> & { id: number };
export type NewOrderEvent = Omit<OrderEventRow, "id" | "organizer_id" | "event_id">;

export interface OrderEventsQueries extends OrderAdminQueries {
  /**
   * Appends one change to the order's timeline, the organizer and event taken from the order itself (one
   * INSERT … SELECT, pipelined with the statements issued beside it). The order's organizer and event, or undefined
   * when no such order exists (nothing written).
   */
  insert(event: NewOrderEvent): Promise<{ organizerId: number; eventId: number } | undefined>;
  /**
   * The same change (`event` without its order) for each of `orderIds` in ONE statement, pipelined like insert (a
   * batch of free orders); returns how many rows it wrote.
   */
  insertForOrders(orderIds: readonly string[], event: Omit<NewOrderEvent, "order_id">): Promise<number>;
  /** The order's timeline, oldest first. */
  forOrder(orderId: string): Promise<OrderEventRow[]>;
}

const columns = [
  "order_id",
  "at",
  "kind",
  "actor_kind",
  "actor_id",
  "actor_label",
  "provider",
  "provider_event_id",
  "data",
] as const satisfies readonly (keyof NewOrderEvent)[];

/**
 * INSERT … SELECT of one change per order matched by `which`: the organizer and event come from the order. `values`
 * are the change's columns after order_id (at, kind, …). PostgreSQL types a bare parameter in a SELECT list as text:
 * the time is cast to the column's bigint.
 */
const insertFromOrders = (db: Kysely<Database>, values: readonly unknown[], which: Expression<SqlBool>) =>
  db
    .insertInto("order_events")
    .columns(["organizer_id", "event_id", ...columns])
    .expression(
      db
        .selectFrom("orders")
        .innerJoin("events", "events.id", "orders.event_id")
        .select([
          "events.organizer_id",
          "orders.event_id",
          "orders.id",
          sql<number>`cast(${values[0]} as bigint)`.as("at"),
          ...columns.slice(2).map((c, i) => sql<string>`cast(${values[i + 1]} as text)`.as(c)),
        ])
        .where(which),
    );

const insertEvent = prepared((db, p) =>
  insertFromOrders(
    db,
    columns.slice(1).map((_, i) => p(i + 1)),
    sql<SqlBool>`orders.id = ${p(0)}`,
  ).returning(["organizer_id", "event_id"]),
);

export const eventRow = (r: OrderEventRow): OrderEventRow => ({ ...r, id: Number(r.id), at: Number(r.at) });

export function orderEventsQueries(db: Kysely<Database>, dialect: StoreDialect): OrderEventsQueries {
  return {
    ...orderAdminQueries(db, dialect),
    async insert(event) {
      const { rows } = await insertEvent<{ organizer_id: number; event_id: number }>(
        db,
        ...columns.map((c) => event[c]),
      );
      const row = rows[0];
      return row && { organizerId: Number(row.organizer_id), eventId: Number(row.event_id) };
    },
    async insertForOrders(orderIds, event) {
      if (orderIds.length === 0) return 0;
      const which = dialect.arrayParams
        ? // PostgreSQL: one array parameter, so the text (and its plan) is the same whatever the count.
          sql<SqlBool>`orders.id = any(${[...orderIds]}::text[])`
        : sql<SqlBool>`orders.id in (${sql.join(orderIds)})`;
      const values = columns.slice(1).map((c) => event[c as Exclude<typeof c, "order_id">]);
      // Through pipelined(), so it goes after the orders' rows issued before it in the same tick.
      return changed(await pipelined(db, insertFromOrders(db, values, which).compile()));
    },
    async forOrder(orderId) {
      const rows = await db
        .selectFrom("order_events")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("id")
        .execute();
      return rows.map(eventRow);
    },
  };
}
