import { sql, type Kysely } from "kysely";
import type { BuyerLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";

/** The two counts the order and hold transactions make before they write (domain/limits/buyer-caps.ts). */
export function buyerLimitQueries(db: Kysely<Database>): BuyerLimitQueries {
  return {
    async ticketsForBuyer(eventId, email, pendingSince) {
      const row = await db
        .selectFrom("orders")
        .innerJoin("order_lines", "order_lines.order_id", "orders.id")
        .select(sql<number | string | null>`sum(order_lines.quantity)`.as("n"))
        .where("orders.event_id", "=", eventId)
        .where(sql<string>`lower(orders.email)`, "=", email.toLowerCase())
        .where("orders.guest_list_token", "is", null)
        .where((eb) => eb.or([eb("orders.status", "in", ["completed", "paid"]), eb.and([eb("orders.status", "=", "pending"), eb("orders.created_at", ">=", pendingSince)])]))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
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
