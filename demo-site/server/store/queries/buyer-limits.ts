import { sql, type Kysely } from "kysely";
import type { BuyerLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// ticketsForBuyer(eventId, lowerEmail, pendingSince): run in every capped order's transaction, compiled once.
const boughtBy = prepared((db, p) =>
  db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .select(sql<number | string | null>`sum(order_lines.quantity)`.as("n"))
    .where("orders.event_id", "=", p(0))
    .where(sql<string>`lower(orders.email)`, "=", p(1))
    .where("orders.guest_list_token", "is", null)
    .where((eb) => eb.or([eb("orders.status", "in", ["completed", "paid"]), eb.and([eb("orders.status", "=", "pending"), eb("orders.created_at", ">=", p(2))])])),
);

/** The two counts the order and hold transactions make before they write (domain/limits/buyer-caps.ts). */
export function buyerLimitQueries(db: Kysely<Database>): BuyerLimitQueries {
  return {
    async ticketsForBuyer(eventId, email, pendingSince) {
      const { rows } = await boughtBy<{ n: number | string | null }>(db, eventId, email.toLowerCase(), pendingSince);
      return Number(rows[0]?.n ?? 0);
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
