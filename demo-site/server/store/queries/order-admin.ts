// What the back office reads and changes of orders (domain/orders-admin): the list with its search and filters, one
// order's rows, a buyer's or a ticket's attendee. Every read names the organizer: another organizer's order is
// undefined. Composed into orderEventsQueries (the registered factory of this area).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database, OrderStatus } from "../schema.ts";

/** The list's status filters: the order statuses as a support person names them. */
export type OrderFilter =
  "paid" | "free" | "pending" | "failed" | "expired" | "canceled" | "refunded" | "partly_refunded" | "late_refunded";

export interface OrderListQuery {
  organizerId: number;
  eventId?: number;
  /** A reference, a ticket code, a provider's payment id (exact) or part of a buyer's email or name. */
  q?: string;
  status?: OrderFilter;
  /** The last row of the previous page (newest first). */
  after?: { createdAt: string; id: string };
  limit: number;
  /** The reasons of an order refunded at once because it was paid after its hold (domain/orders/move-order.ts). */
  lateReasons: readonly string[];
}

export interface OrderListRow {
  id: string;
  event_id: number;
  event_name: string;
  status: OrderStatus;
  status_reason: string | null;
  first_name: string;
  last_name: string;
  email: string;
  currency: string;
  final_price_paid: string;
  created_at: string;
  provider: string | null;
  provider_ref: string | null;
  payment_method: string;
  tickets: number;
}

export interface AdminTicketRow {
  id: string;
  ticket_id: number;
  ticket_name: string;
  position: number;
  code: string;
  attendee_first_name: string | null;
  attendee_last_name: string | null;
  attendee_email: string | null;
  /** Epoch ms of its first counted entry at a check-in list; null while it has none. */
  checked_in_at: number | null;
}

export interface BuyerPatch {
  first_name: string;
  last_name: string;
  email: string;
}

export interface OrderAdminQueries {
  list(query: OrderListQuery): Promise<OrderListRow[]>;
  /** The order with its event's name, if it is one of the organizer's. */
  orderOf(organizerId: number, orderId: string): Promise<(OrderListRow & { lang: string | null }) | undefined>;
  lines(orderId: string): Promise<{ ticket_id: number; ticket_name: string; unit_price: string; quantity: number }[]>;
  /** The order's issued tickets with their own attendee (null: the buyer), by position. */
  tickets(orderId: string): Promise<AdminTicketRow[]>;
  setBuyer(orderId: string, patch: BuyerPatch, at: string): Promise<boolean>;
  /** Names a ticket's own attendee (insert or replace). */
  setAttendee(orderId: string, ticketId: string, patch: BuyerPatch, now: number): Promise<void>;
  /** Puts the order's failed mail `mailId` back in the queue, due now (attempts from 0); false unless it failed. */
  requeueFailedMail(orderId: string, mailId: string, now: number): Promise<boolean>;
  /** The ids of the event's orders that have tickets to send (paid or free), oldest first. */
  ticketOrdersOfEvent(organizerId: number, eventId: number): Promise<string[]>;
}

type Eb = ExpressionBuilder<Database & { o: Database["orders"] }, "o" | "events">;

/** The filter's condition on the order `o` (aliased). */
function statusCondition(eb: Eb, status: OrderFilter, lateReasons: readonly string[]): Expression<SqlBool> {
  const late = eb.and([eb("o.status", "=", "refunded"), eb("o.status_reason", "in", [...lateReasons])]);
  // REFUNDS' succeeded refunds of an order still paid: some money went back, not all.
  const someRefunded = sql<SqlBool>`exists (select 1 from refunds r where r.order_id = o.id and r.state = 'succeeded')`;
  switch (status) {
    case "paid":
      return eb("o.status", "=", "paid");
    case "free":
      return eb("o.status", "=", "completed");
    case "pending":
    case "failed":
      return eb("o.status", "=", status);
    case "expired":
      return eb.and([eb("o.status", "=", "canceled"), eb("o.status_reason", "like", "expired%")]);
    case "canceled":
      return eb.and([
        eb("o.status", "=", "canceled"),
        eb.or([eb("o.status_reason", "is", null), eb("o.status_reason", "not like", "expired%")]),
      ]);
    case "late_refunded":
      return late;
    case "refunded":
      return eb.and([eb("o.status", "=", "refunded"), eb.not(late)]);
    case "partly_refunded":
      return eb.and([eb("o.status", "in", ["paid", "completed"]), someRefunded]);
  }
}

function searchCondition(eb: Eb, q: string): Expression<SqlBool> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const contains = (e: Expression<string>) => sql<SqlBool>`lower(${e}) like ${like} escape '\\'`;
  return eb.or([
    eb("o.id", "=", q),
    eb("o.provider_ref", "=", q),
    eb.exists(
      eb
        .selectFrom("issued_tickets as t")
        .select("t.id")
        .whereRef("t.order_id", "=", "o.id")
        .where((w) => w.or([w("t.code", "=", q), w("t.id", "=", q)])),
    ),
    contains(eb.ref("o.email")),
    contains(sql<string>`${eb.ref("o.first_name")} || ' ' || ${eb.ref("o.last_name")}`),
  ]);
}

export function orderAdminQueries(db: Kysely<Database>, _dialect: StoreDialect): OrderAdminQueries {
  const base = () =>
    db
      .selectFrom("orders as o")
      .innerJoin("events", "events.id", "o.event_id")
      .select([
        "o.id",
        "o.event_id",
        "events.name as event_name",
        "o.status",
        "o.status_reason",
        "o.first_name",
        "o.last_name",
        "o.email",
        "o.currency",
        "o.final_price_paid",
        "o.created_at",
        "o.provider",
        "o.provider_ref",
        "o.payment_method",
        "o.lang",
        (eb) =>
          eb
            .selectFrom("order_lines as l")
            .select((s) => s.fn.coalesce(s.fn.sum<number>("l.quantity"), sql<number>`0`).as("n"))
            .whereRef("l.order_id", "=", "o.id")
            .as("tickets"),
      ]);
  const listRow = <R extends { tickets: number | string | null }>(r: R) => ({ ...r, tickets: Number(r.tickets ?? 0) });
  return {
    async list({ organizerId, eventId, q, status, after, limit, lateReasons }) {
      let query = base().where("events.organizer_id", "=", organizerId);
      if (eventId !== undefined) query = query.where("o.event_id", "=", eventId);
      if (q) query = query.where((eb) => searchCondition(eb as unknown as Eb, q));
      if (status) query = query.where((eb) => statusCondition(eb as unknown as Eb, status, lateReasons));
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb("o.created_at", "<", after.createdAt),
            eb.and([eb("o.created_at", "=", after.createdAt), eb("o.id", "<", after.id)]),
          ]),
        );
      const rows = await query.orderBy("o.created_at", "desc").orderBy("o.id", "desc").limit(limit).execute();
      return rows.map(({ lang: _lang, ...r }) => listRow(r));
    },
    async orderOf(organizerId, orderId) {
      const r = await base()
        .where("events.organizer_id", "=", organizerId)
        .where("o.id", "=", orderId)
        .executeTakeFirst();
      return r && listRow(r);
    },
    lines: (orderId) =>
      db
        .selectFrom("order_lines")
        .select(["ticket_id", "ticket_name", "unit_price", "quantity"])
        .where("order_id", "=", orderId)
        .orderBy("ticket_id")
        .execute(),
    tickets: (orderId) =>
      db
        .selectFrom("issued_tickets as t")
        .innerJoin("order_lines as l", (j) =>
          j.onRef("l.order_id", "=", "t.order_id").onRef("l.ticket_id", "=", "t.ticket_id"),
        )
        .leftJoin("ticket_attendees as a", "a.ticket_id", "t.id")
        .select([
          "t.id",
          "t.ticket_id",
          "l.ticket_name",
          "t.position",
          "t.code",
          "a.first_name as attendee_first_name",
          "a.last_name as attendee_last_name",
          "a.email as attendee_email",
          (eb) =>
            eb
              .selectFrom("check_ins as c")
              .select((c) => c.fn.min("c.scanned_at").as("at"))
              .whereRef("c.ticket_id", "=", "t.id")
              .where("c.status", "=", "counted")
              .where("c.type", "=", "entry")
              .as("checked_in_at"),
        ])
        .where("t.order_id", "=", orderId)
        .orderBy("t.position")
        .execute()
        .then((rows) =>
          rows.map((r) => ({ ...r, checked_in_at: r.checked_in_at === null ? null : Number(r.checked_in_at) })),
        ),
    async setBuyer(orderId, patch, at) {
      const r = await db
        .updateTable("orders")
        .set({ ...patch, updated_at: at })
        .where("id", "=", orderId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async setAttendee(orderId, ticketId, patch, now) {
      await db
        .insertInto("ticket_attendees")
        .values({ ticket_id: ticketId, order_id: orderId, ...patch, updated_at: now })
        .onConflict((c) => c.column("ticket_id").doUpdateSet({ ...patch, updated_at: now }))
        .execute();
    },
    async requeueFailedMail(orderId, mailId, now) {
      const r = await db
        .updateTable("mail_outbox")
        .set({ status: "queued", attempts: 0, next_attempt_at: now, lease_until: null, last_error: null })
        .where("id", "=", mailId)
        .where("order_id", "=", orderId)
        .where("status", "=", "failed")
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async ticketOrdersOfEvent(organizerId, eventId) {
      const rows = await db
        .selectFrom("orders as o")
        .innerJoin("events", "events.id", "o.event_id")
        .select("o.id")
        .where("events.organizer_id", "=", organizerId)
        .where("o.event_id", "=", eventId)
        .where("o.status", "in", ["paid", "completed"])
        .orderBy("o.created_at")
        .orderBy("o.id")
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
