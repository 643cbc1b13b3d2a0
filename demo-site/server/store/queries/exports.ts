// The read-only queries of exports and the dashboard. Exports read an event's orders a page at a time in the
// order of the orders_event_created index (created_at, id), each page's tickets and refunds by its order ids, so
// an export of any size holds one page in memory; the dashboard's figures are aggregates computed by the database.
import Big from "big.js";
import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database, OrderRecord } from "../schema.ts";

/** Where the previous page ended (its last order). */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

/** An issued ticket with its attendee (the ticket's own, else NULL: the buyer) and its line. */
export interface ExportTicketRow {
  id: string;
  order_id: string;
  position: number;
  code: string;
  ticket_name: string | null;
  unit_price: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  voided_at: number | null;
}

/** An hour of sales (UTC, "2026-06-01T18"): tickets, what buyers paid, and what of it is the organizer's. */
export interface SalesHour {
  hour: string;
  tickets: number;
  gross: number;
  afterFees: number;
}

/** Orders that sold tickets (money came in, even if some went back since). */
const SOLD = ["paid", "completed", "partially_refunded", "refunded"];

/** What the attendees export shows of a ticket's order. */
export type AttendeeOrder = Pick<
  OrderRecord,
  "id" | "created_at" | "status" | "first_name" | "last_name" | "email" | "currency"
>;

export interface ExportQueries {
  /** Up to `limit` orders of the event after `after`, in (created_at, id) order. */
  orderPage(eventId: number, after: OrderCursor | null, limit: number): Promise<OrderRecord[]>;
  /** Like orderPage, with the page's issued tickets (by order and position) from the same query. */
  attendeePage(
    eventId: number,
    after: OrderCursor | null,
    limit: number,
  ): Promise<{ orders: AttendeeOrder[]; tickets: ExportTicketRow[] }>;
  /** Per order: its tickets (the lines' quantities) and what succeeded refunds gave back (a decimal string). */
  orderTotals(orderIds: readonly string[]): Promise<Map<string, { tickets: number; refunded: string }>>;
  /** The dashboard: the event's sales per hour (sums as numbers, rounded by the caller). */
  salesByHour(eventId: number): Promise<SalesHour[]>;
  /** The dashboard: the event's refunds per state. */
  refundsByState(eventId: number): Promise<{ state: string; count: number; amount: number }[]>;
  /** The dashboard: orders waiting for their payment. */
  pendingPayments(eventId: number): Promise<{ count: number; amount: number }>;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function exportQueries(db: Kysely<Database>, _dialect: StoreDialect): ExportQueries {
  const decimal = (column: string) => sql<number | null>`SUM(CAST(${sql.ref(column)} AS NUMERIC))`;
  const hour = sql<string>`substr(created_at, 1, 13)`;
  return {
    async salesByHour(eventId) {
      const [money, tickets] = await Promise.all([
        db
          .selectFrom("orders")
          .select([hour.as("hour"), decimal("final_price_paid").as("gross")])
          .select(sql<number>`SUM(CAST(price_before_discount AS NUMERIC) - CAST(discount_amount AS NUMERIC))`.as("net"))
          .where("event_id", "=", eventId)
          .where("status", "in", SOLD as never[])
          .groupBy(hour)
          .execute(),
        db
          .selectFrom("orders as o")
          .innerJoin("order_lines as l", "l.order_id", "o.id")
          .select([
            sql<string>`substr(o.created_at, 1, 13)`.as("hour"),
            (eb) => eb.fn.sum<number>("l.quantity").as("n"),
          ])
          .where("o.event_id", "=", eventId)
          .where("o.status", "in", SOLD as never[])
          .groupBy(sql`substr(o.created_at, 1, 13)`)
          .execute(),
      ]);
      const count = new Map(tickets.map((t) => [t.hour, Number(t.n)]));
      return money
        .map((m) => ({
          hour: m.hour,
          tickets: count.get(m.hour) ?? 0,
          gross: Number(m.gross),
          afterFees: Number(m.net),
        }))
        .sort((a, b) => a.hour.localeCompare(b.hour));
    },
    async refundsByState(eventId) {
      const rows = await db
        .selectFrom("refunds")
        .select(["state", (eb) => eb.fn.countAll<number>().as("count"), decimal("amount").as("amount")])
        .where("event_id", "=", eventId)
        .groupBy("state")
        .execute();
      return rows.map((r) => ({ state: r.state, count: Number(r.count), amount: Number(r.amount) }));
    },
    async pendingPayments(eventId) {
      const row = await db
        .selectFrom("orders")
        .select([(eb) => eb.fn.countAll<number>().as("count"), decimal("final_price_paid").as("amount")])
        .where("event_id", "=", eventId)
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), amount: Number(row.amount ?? 0) };
    },
    async orderPage(eventId, after, limit) {
      let q = db.selectFrom("orders").selectAll().where("event_id", "=", eventId);
      if (after) q = q.where(sql<boolean>`(created_at, id) > (${after.createdAt}, ${after.id})`);
      return q.orderBy("created_at").orderBy("id").limit(limit).execute();
    },
    async attendeePage(eventId, after, limit) {
      // One round trip per page: the page of orders (keyset, as orderPage) left-joined with its tickets, so an
      // order without tickets still marks where the page ends.
      let page = db
        .selectFrom("orders")
        .select(["id", "created_at", "status", "first_name", "last_name", "email", "currency"])
        .where("event_id", "=", eventId);
      if (after) page = page.where(sql<boolean>`(created_at, id) > (${after.createdAt}, ${after.id})`);
      const found = await db
        .with("page", () => page.orderBy("created_at").orderBy("id").limit(limit))
        .selectFrom("page as o")
        .leftJoin("issued_tickets as t", "t.order_id", "o.id")
        .leftJoin("order_lines as l", (j) =>
          j.onRef("l.order_id", "=", "t.order_id").onRef("l.ticket_id", "=", "t.ticket_id"),
        )
        .leftJoin("ticket_attendees as a", "a.ticket_id", "t.id")
        .selectAll("o")
        .select(["t.id as t_id", "t.position as t_position", "t.code as t_code"])
        .select(["l.ticket_name as t_ticket_name", "l.unit_price as t_unit_price"])
        .select(["a.first_name as a_first_name", "a.last_name as a_last_name", "a.email as a_email"])
        .select(sql<number | null>`t.voided_at`.as("t_voided_at"))
        .orderBy("o.created_at")
        .orderBy("o.id")
        .orderBy("t.position")
        .execute();
      const orders: AttendeeOrder[] = [];
      const tickets: ExportTicketRow[] = [];
      for (const r of found) {
        const { t_id, t_position, t_code, t_ticket_name, t_unit_price, t_voided_at, ...rest } = r;
        const { a_first_name, a_last_name, a_email, ...o } = rest;
        if (orders[orders.length - 1]?.id !== o.id) orders.push(o);
        if (t_id === null || t_code === null) continue;
        tickets.push({
          id: t_id,
          order_id: o.id,
          position: Number(t_position),
          code: t_code,
          ticket_name: t_ticket_name,
          unit_price: t_unit_price,
          first_name: a_first_name,
          last_name: a_last_name,
          email: a_email,
          voided_at: numOrNull(t_voided_at),
        });
      }
      return { orders, tickets };
    },
    async orderTotals(orderIds) {
      const totals = new Map<string, { tickets: number; refunded: string }>();
      if (orderIds.length === 0) return totals;
      const [lines, refunds] = await Promise.all([
        db
          .selectFrom("order_lines")
          .select(["order_id", (eb) => eb.fn.sum<number>("quantity").as("tickets")])
          .where("order_id", "in", orderIds)
          .groupBy("order_id")
          .execute(),
        db
          .selectFrom("refunds")
          .select(["order_id", "amount"])
          .where("order_id", "in", orderIds)
          .where("state", "=", "succeeded")
          .execute(),
      ]);
      for (const l of lines) totals.set(l.order_id, { tickets: Number(l.tickets), refunded: "0.00" });
      for (const r of refunds) {
        const t = totals.get(r.order_id) ?? { tickets: 0, refunded: "0.00" };
        t.refunded = addMoney(t.refunded, r.amount);
        totals.set(r.order_id, t);
      }
      return totals;
    },
  };
}

const addMoney = (a: string, b: string) => new Big(a).plus(b).toFixed(2);
