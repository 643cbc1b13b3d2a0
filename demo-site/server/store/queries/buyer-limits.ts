import { sql, type Kysely, type RawBuilder } from "kysely";
import type { BuyerLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";

/** The two counts the order and hold transactions make before they write (domain/limits/buyer-caps.ts). */
export function buyerLimitQueries(db: Kysely<Database>): BuyerLimitQueries {
  return {
    ticketsForBuyer: (eventId, email, pendingSince) => countTickets(db, eventId, pendingSince, sql<string>`lower(orders.email)`, email.toLowerCase()),
    ticketsForClient: (eventId, clientKey, pendingSince) => countTickets(db, eventId, pendingSince, sql<string>`orders.client_key`, clientKey),
    async openHolds(clientKey, now) {
      const row = await db
        .selectFrom("reservations")
        .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min<number | string | null>("expires_at").as("first")])
        .where("client_key", "=", clientKey)
        .where("status", "=", "held")
        .where("expires_at", ">", now)
        .executeTakeFirst();
      const first = row?.first;
      return { count: Number(row?.n ?? 0), earliestExpiry: first === null || first === undefined ? null : Number(first) };
    },
  };
}

/** Tickets of the event's orders whose `column` is `value`: completed and paid, and pending since `pendingSince`. */
async function countTickets(db: Kysely<Database>, eventId: number, pendingSince: string, column: RawBuilder<string>, value: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select(sql<number | string | null>`sum(order_lines.quantity)`.as("n"))
    .where("orders.event_id", "=", eventId)
    .where(column, "=", value)
    .where("orders.guest_list_token", "is", null)
    .where((eb) => eb.or([eb("orders.status", "in", ["completed", "paid"]), eb.and([eb("orders.status", "=", "pending"), eb("orders.created_at", ">=", pendingSince)])]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
