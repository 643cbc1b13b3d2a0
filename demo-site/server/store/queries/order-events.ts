// The queries of migration 0011-order-events's tables: an order's timeline (written by domain/order-events/record.ts
// in the change's transaction) and, through order-admin*.ts, what the back office reads of orders.
import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { OrderEventsTable } from "../schema-order-events.ts";
import { prepared } from "./prepared.ts";
import { orderAdminQueries, type OrderAdminQueries } from "./order-admin.ts";

export type OrderEventRow = Omit<OrderEventsTable, "id"> & { id: number };
export type NewOrderEvent = Omit<OrderEventRow, "id" | "organizer_id" | "event_id">;

export interface OrderEventsQueries extends OrderAdminQueries {
  /**
   * Appends one change to the order's timeline, the organizer and event taken from the order itself (one
   * INSERT … SELECT, pipelined with the statements issued beside it). The order's organizer and event, or undefined
   * when no such order exists (nothing written).
   */
  insert(event: NewOrderEvent): Promise<{ organizerId: number; eventId: number } | undefined>;
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

// PostgreSQL types a bare parameter in a SELECT list as text: the time is cast to the column's bigint.
const insertEvent = prepared((db, p) =>
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
          sql<number>`cast(${p(1)} as bigint)`.as("at"),
          ...columns.slice(2).map((c, i) => sql<string>`cast(${p(i + 2)} as text)`.as(c)),
        ])
        .where("orders.id", "=", p(0)),
    )
    .returning(["organizer_id", "event_id"]),
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
