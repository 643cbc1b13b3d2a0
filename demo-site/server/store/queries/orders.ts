import type { Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { OrderQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function orderQueries(db: Kysely<Database>, dialect: StoreDialect): OrderQueries {
  return {
    async insert(order, lines) {
      await db.insertInto("orders").values(order).execute();
      if (lines.length > 0) await db.insertInto("order_lines").values(lines.map((l) => ({ ...l, order_id: order.id }))).execute();
    },
    async issueTickets(orderId, tickets) {
      if (tickets.length > 0) await db.insertInto("issued_tickets").values(tickets.map((t) => ({ ...t, order_id: orderId }))).execute();
    },
    find: (id) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst(),
    lock(id) {
      const query = db.selectFrom("orders").selectAll().where("id", "=", id);
      return (dialect.rowLocks ? query.forUpdate() : query).executeTakeFirst();
    },
    findByProviderRef: (provider, ref) => db.selectFrom("orders").selectAll().where("provider", "=", provider).where("provider_ref", "=", ref).executeTakeFirst(),
    linesWithTickets: (orderId) =>
      db
        .selectFrom("order_lines as l")
        .innerJoin("tickets as t", "t.id", "l.ticket_id")
        .select("l.quantity")
        .selectAll("t")
        .where("l.order_id", "=", orderId)
        .orderBy("t.sort_order")
        .orderBy("t.id")
        .execute(),
    async setProviderRef(id, ref, at) {
      await db.updateTable("orders").set({ provider_ref: ref, updated_at: at }).where("id", "=", id).execute();
    },
    async setStatus(id, to, from, reason, at) {
      const result = await db
        .updateTable("orders")
        .set({ status: to, status_reason: reason, updated_at: at })
        .where("id", "=", id)
        .where("status", "in", [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async ticketDocument(linkToken) {
      const order = await db
        .selectFrom("orders as o")
        .innerJoin("events as e", "e.id", "o.event_id")
        .select(["o.id", "o.event_id", "o.first_name", "o.last_name", "o.email", "o.currency", "o.final_price_paid", "o.voucher_code", "e.name as event_name", "e.start_date"])
        .where("o.link_token", "=", linkToken)
        .executeTakeFirst();
      if (!order) return undefined;
      const lines = await db.selectFrom("order_lines").select(["ticket_name", "quantity", "unit_price"]).where("order_id", "=", order.id).orderBy("ticket_id").execute();
      const tickets = await db
        .selectFrom("issued_tickets as i")
        .innerJoin("order_lines as l", (join) => join.onRef("l.order_id", "=", "i.order_id").onRef("l.ticket_id", "=", "i.ticket_id"))
        .select(["l.ticket_name", "i.code"])
        .where("i.order_id", "=", order.id)
        .orderBy("i.position")
        .execute();
      return { order, lines, tickets };
    },
  };
}
