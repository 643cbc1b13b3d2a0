import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { BuyerLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// openHolds(clientKey, now): a client's live holds and the first of them to end.
const openHolds = prepared((db, p) =>
  db
    .selectFrom("reservations")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.min<number | string | null>("expires_at").as("first"),
    ])
    .where("client_key", "=", p(0))
    .where("status", "=", "held")
    .where("expires_at", ">", p(1)),
);

// What counts toward a buyer's cap: completed and paid orders, and pending ones since `pendingSince`.
const boughtSince = (pendingSince: any) => (eb: ExpressionBuilder<Database, "orders" | "order_lines">) =>
  eb.or([
    eb("orders.status", "in", ["completed", "paid"]),
    eb.and([eb("orders.status", "=", "pending"), eb("orders.created_at", ">=", pendingSince)]),
  ]);
const buyerEmail = sql<string>`lower(orders.email)`;
const bought = (db: Kysely<Database>) =>
  db
    .selectFrom("orders")
    .innerJoin("order_lines", "order_lines.order_id", "orders.id")
    .where("orders.guest_list_token", "is", null);
const quantity = sql<number | string | null>`sum(order_lines.quantity)`;

// ticketsForBuyer(eventId, lowerEmail, pendingSince): run in every capped order's transaction, compiled once.
const oneBuyer = (db: Kysely<Database>, eventId: any, email: any, pendingSince: any) =>
  bought(db)
    .select(quantity.as("n"))
    .where("orders.event_id", "=", eventId)
    .where(buyerEmail, "=", email)
    .where(boughtSince(pendingSince));
const boughtBy = prepared((db, p) => oneBuyer(db, p(0), p(1), p(2)));

// ticketsForBuyers(eventId, lowerEmails, pendingSince) on PostgreSQL: the emails as one array (one prepared text for
// any number of buyers), each counted by the single buyer's query (an equality on both columns of orders_buyer).
// Not `lower(email) = ANY($2)`: with statistics from before the sale began, PostgreSQL planned that as a scan of the
// event's orders checking each one's email, a cost that grew with every order sold (1.3 ms a batch at 6,000 orders).
const boughtByEach = prepared((db, p) => {
  const query = sql`SELECT e.email, (${oneBuyer(db, p(0), sql`e.email`, p(2))}) AS n FROM unnest(${p(1)}::text[]) AS e(email)`;
  return { compile: () => query.compile(db) };
});
// The same on SQLite, where a query costs no round trip: one IN list, grouped by buyer.
const boughtByAny = (db: Kysely<Database>, eventId: number, emails: readonly string[], pendingSince: string) =>
  bought(db)
    .select([buyerEmail.as("email"), quantity.as("n")])
    .where("orders.event_id", "=", eventId)
    .where(buyerEmail, "in", [...emails])
    .where(boughtSince(pendingSince))
    .groupBy(buyerEmail);

/** The two counts the order and hold transactions make before they write (domain/limits/buyer-caps.ts). */
export function buyerLimitQueries(db: Kysely<Database>, dialect: StoreDialect): BuyerLimitQueries {
  return {
    async ticketsForBuyer(eventId, email, pendingSince) {
      const { rows } = await boughtBy<{ n: number | string | null }>(db, eventId, email.toLowerCase(), pendingSince);
      return Number(rows[0]?.n ?? 0);
    },
    async ticketsForBuyers(eventId, emails, pendingSince) {
      const counts = new Map<string, number>();
      if (emails.length === 0) return counts;
      const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
      const { rows } = dialect.arrayParams
        ? await boughtByEach<{ email: string; n: number | string | null }>(db, eventId, lower, pendingSince)
        : { rows: await boughtByAny(db, eventId, lower, pendingSince).execute() };
      for (const row of rows) counts.set(row.email, Number(row.n ?? 0));
      return counts;
    },
    async openHolds(clientKey, now) {
      // Through pipelined(): a hold issues it with the client's lock, which then goes first (limits/buyer-cap.ts).
      const [row] = (await openHolds<{ n: number | string; first: number | string | null }>(db, clientKey, now)).rows;
      const first = row?.first;
      return {
        count: Number(row?.n ?? 0),
        earliestExpiry: first === null || first === undefined ? null : Number(first),
      };
    },
  };
}
