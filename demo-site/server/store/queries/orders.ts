import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { IssuedTicket, NewOrderLine, OrderQueries, TicketRow } from "../index.ts";
import type { Database, OrderRecord, OrdersTable } from "../schema.ts";
import { allOf } from "../all-of.ts";
import { pipelined } from "./pipelined.ts";
import { changed, prepared } from "./prepared.ts";

const orderColumns = [
  "id",
  "event_id",
  "link_token",
  "status",
  "payment_method",
  "voucher_code",
  "guest_list_token",
  "first_name",
  "last_name",
  "email",
  "street",
  "post_code",
  "city",
  "country",
  "country_code",
  "company_name",
  "vat_number",
  "lang",
  "currency",
  "price_before_discount",
  "discount_amount",
  "final_price_paid",
  "created_at",
  "provider",
  "provider_ref",
  "reservation_id",
  "return_token",
  "status_reason",
  "updated_at",
] as const satisfies readonly (keyof OrdersTable)[];

// An order's rows, one statement each (prepared: an order writes them thousands of times a second).
const insertOrder = prepared((db, p) =>
  db.insertInto("orders").values(Object.fromEntries(orderColumns.map((c, i) => [c, p(i)])) as never),
);
const insertLine = prepared((db, p) =>
  db
    .insertInto("order_lines")
    .values({ order_id: p(0), ticket_id: p(1), ticket_name: p(2), unit_price: p(3), quantity: p(4) }),
);
const insertIssued = prepared((db, p) =>
  db.insertInto("issued_tickets").values({ id: p(0), order_id: p(1), ticket_id: p(2), position: p(3), code: p(4) }),
);

// PostgreSQL: the order, its lines and its tickets in ONE statement (INSERTs in WITH; the lines and tickets arrive
// as one array per column and unnest into rows). Every order pays each round trip to the database, and the ticket
// row lock taken later waits on none of them, but a busy server's CPU does: ~12 statements per order became ~10.
// Compiled once like the others (fixed shape: one array per column).
const n = orderColumns.length;
const insertOrderInOneStatement = prepared((db, p) => {
  const query = sql`WITH o AS (INSERT INTO orders (${sql.join(orderColumns.map((c) => sql.ref(c)))}) VALUES (${sql.join(orderColumns.map((_, i) => p(i)))}) RETURNING id),
    l AS (INSERT INTO order_lines (order_id, ticket_id, ticket_name, unit_price, quantity)
      SELECT o.id, x.ticket_id, x.ticket_name, x.unit_price, x.quantity FROM o,
        unnest(${p(n)}::integer[], ${p(n + 1)}::text[], ${p(n + 2)}::text[], ${p(n + 3)}::integer[]) AS x(ticket_id, ticket_name, unit_price, quantity))
    INSERT INTO issued_tickets (id, order_id, ticket_id, position, code)
      SELECT x.id, o.id, x.ticket_id, x.position, x.code FROM o,
        unnest(${p(n + 4)}::text[], ${p(n + 5)}::integer[], ${p(n + 6)}::integer[], ${p(n + 7)}::text[]) AS x(id, ticket_id, position, code)`;
  return { compile: () => query.compile(db) };
});
const orderInOneStatement = (
  db: Kysely<Database>,
  row: Partial<Record<keyof OrdersTable, unknown>>,
  lines: readonly NewOrderLine[],
  tickets: readonly IssuedTicket[],
) =>
  insertOrderInOneStatement(
    db,
    ...orderColumns.map((c) => row[c] ?? null),
    lines.map((l) => l.ticket_id),
    lines.map((l) => l.ticket_name),
    lines.map((l) => l.unit_price),
    lines.map((l) => l.quantity),
    tickets.map((t) => t.id),
    tickets.map((t) => t.ticket_id),
    tickets.map((t) => t.position),
    tickets.map((t) => t.code),
  );

// insertMany on PostgreSQL: every order of a batch, their lines and their tickets in ONE statement, each table's rows
// as one JSON document (json_populate_recordset reads them as the table's row type), so every number of orders is
// one prepared text.
const rowsOf = (table: "orders" | "order_lines" | "issued_tickets", columns: readonly string[], json: unknown) =>
  sql`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`;
const lineColumns = ["order_id", "ticket_id", "ticket_name", "unit_price", "quantity"] as const;
const issuedColumns = ["id", "order_id", "ticket_id", "position", "code"] as const;
const insertOrdersInOneStatement = prepared((db, p) => {
  const into = (table: string, columns: readonly string[]) =>
    sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})`;
  const query = sql`WITH o AS (${into("orders", orderColumns)} ${rowsOf("orders", orderColumns, p(0))}),
    l AS (${into("order_lines", lineColumns)} ${rowsOf("order_lines", lineColumns, p(1))})
    ${into("issued_tickets", issuedColumns)} ${rowsOf("issued_tickets", issuedColumns, p(2))}`;
  return { compile: () => query.compile(db) };
});

// PostgreSQL: an order's issued tickets in one statement, whatever their number (one array per column).
const insertIssuedInOneStatement = prepared((db, p) => {
  const query = sql`INSERT INTO issued_tickets (id, order_id, ticket_id, position, code)
    SELECT x.id, ${p(0)}, x.ticket_id, x.position, x.code
      FROM unnest(${p(1)}::text[], ${p(2)}::integer[], ${p(3)}::integer[], ${p(4)}::text[]) AS x(id, ticket_id, position, code)`;
  return { compile: () => query.compile(db) };
});
// find(id) and lock(id) (FOR UPDATE where rows lock); through pipelined(), so a transaction sends the lock with the
// reads issued beside it (finalise-order.ts).
const orderById = (db: Kysely<Database>, p: (index: number) => any) =>
  db.selectFrom("orders").selectAll().where("id", "=", p(0));
const findOrder = prepared(orderById);
const lockOrder = prepared((db, p) => orderById(db, p).forUpdate());
const linesWithTickets = prepared((db, p) =>
  db
    .selectFrom("order_lines as l")
    .innerJoin("tickets as t", "t.id", "l.ticket_id")
    .select("l.quantity")
    .selectAll("t")
    .where("l.order_id", "=", p(0))
    .orderBy("t.sort_order")
    .orderBy("t.id"),
);

export function orderQueries(db: Kysely<Database>, dialect: StoreDialect): OrderQueries {
  // Issued together: in a transaction they go in one round trip (pipelined.ts).
  const issueTickets = async (orderId: string, tickets: readonly IssuedTicket[]) => {
    if (dialect.arrayParams && tickets.length > 1) {
      const column = <K extends keyof IssuedTicket>(k: K) => tickets.map((t) => t[k]);
      await insertIssuedInOneStatement(
        db,
        orderId,
        column("id"),
        column("ticket_id"),
        column("position"),
        column("code"),
      );
      return;
    }
    await allOf(tickets.map((t) => insertIssued(db, t.id, orderId, t.ticket_id, t.position, t.code)));
  };
  return {
    async insert(order, lines, tickets = []) {
      const row: Partial<Record<keyof OrdersTable, unknown>> = order;
      if (dialect.writableCtes) return void (await orderInOneStatement(db, row, lines, tickets));
      await insertOrder(db, ...orderColumns.map((c) => row[c] ?? null));
      for (const l of lines) await insertLine(db, order.id, l.ticket_id, l.ticket_name, l.unit_price, l.quantity);
      await issueTickets(order.id, tickets);
    },
    async insertMany(orders) {
      if (orders.length === 0) return;
      // The rows of a table go in ONE statement, so a batch of orders costs the database one statement (PostgreSQL)
      // or three (SQLite), not three per order.
      const lines = orders.flatMap(({ order, lines }) => lines.map((l) => ({ order_id: order.id, ...l })));
      const tickets = orders.flatMap(({ order, tickets }) => tickets.map((t) => ({ ...t, order_id: order.id })));
      const rows = orders.map(({ order }) =>
        Object.fromEntries(
          orderColumns.map((c) => [c, (order as Partial<Record<keyof OrdersTable, unknown>>)[c] ?? null]),
        ),
      );
      if (dialect.arrayParams)
        return void (await insertOrdersInOneStatement(
          db,
          JSON.stringify(rows),
          JSON.stringify(lines),
          JSON.stringify(tickets),
        ));
      await allOf([
        db
          .insertInto("orders")
          .values(rows as never)
          .execute(),
        lines.length > 0 ? db.insertInto("order_lines").values(lines).execute() : undefined,
        tickets.length > 0 ? db.insertInto("issued_tickets").values(tickets).execute() : undefined,
      ]);
    },
    issueTickets,
    find: async (id) => (await findOrder<OrderRecord>(db, id)).rows[0],
    lock: async (id) => (await (dialect.rowLocks ? lockOrder : findOrder)<OrderRecord>(db, id)).rows[0],
    findByProviderRef: (provider, ref) =>
      db
        .selectFrom("orders")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_ref", "=", ref)
        .executeTakeFirst(),
    linesWithTickets: async (orderId) => (await linesWithTickets<TicketRow & { quantity: number }>(db, orderId)).rows,
    async setProviderRef(id, ref, at) {
      await db.updateTable("orders").set({ provider_ref: ref, updated_at: at }).where("id", "=", id).execute();
    },
    async setStatus(id, to, from, reason, at) {
      const query = db
        .updateTable("orders")
        .set({ status: to, status_reason: reason, updated_at: at })
        .where("id", "=", id)
        .where("status", "in", [...from]);
      return changed(await pipelined(db, query.compile())) === 1;
    },
    async ticketDocument(linkToken) {
      const order = await db
        .selectFrom("orders as o")
        .innerJoin("events as e", "e.id", "o.event_id")
        .select([
          "o.id",
          "o.event_id",
          "o.first_name",
          "o.last_name",
          "o.email",
          "o.currency",
          "o.final_price_paid",
          "o.voucher_code",
          "o.lang",
          "o.status",
          "e.name as event_name",
          "e.start_date",
          "e.time_zone",
          "e.venue",
        ])
        .where("o.link_token", "=", linkToken)
        .executeTakeFirst();
      if (!order) return undefined;
      const lines = await db
        .selectFrom("order_lines")
        .select(["ticket_name", "quantity", "unit_price"])
        .where("order_id", "=", order.id)
        .orderBy("ticket_id")
        .execute();
      const tickets = await db
        .selectFrom("issued_tickets as i")
        .innerJoin("order_lines as l", (join) =>
          join.onRef("l.order_id", "=", "i.order_id").onRef("l.ticket_id", "=", "i.ticket_id"),
        )
        .select(["l.ticket_name", "i.code"])
        .where("i.order_id", "=", order.id)
        .orderBy("i.position")
        .execute();
      return { order, lines, tickets };
    },
  };
}
