import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import { StockShortError } from "../errors.ts";
import type { StockQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { pipelined } from "./pipelined.ts";
import { changed, prepared } from "./prepared.ts";

/**
 * The quantity of ticket `tickets.id` held by live reservations other than `except`: a hold whose time is up
 * counts for nothing even before the sweep marks it expired, so expiry never waits on a timer.
 */
function heldByOthers(now: unknown, except: unknown): Expression<number> {
  const other = except === null ? sql`` : sql` AND r.id <> ${except}`;
  return sql<number>`(SELECT COALESCE(SUM(rl.quantity), 0) FROM reservation_lines rl JOIN reservations r ON r.id = rl.reservation_id
    WHERE rl.ticket_id = tickets.id AND r.status = 'held' AND r.expires_at > ${now}${other})`;
}

// take(ticketId, quantity, now[, except]): one conditional UPDATE, with and without a reservation left out.
const takeUpdate = (withExcept: boolean) => (db: Kysely<Database>, p: (index: number) => any) =>
  db
    .updateTable("tickets")
    .set((eb) => ({ sold: eb("sold", "+", p(1)) }))
    .where("id", "=", p(0))
    .where(
      sql<SqlBool>`(ticket_stock = 'unlimited' OR sold + ${p(1)} + ${heldByOthers(p(2), withExcept ? p(3) : null)} <= stock_limit)`,
    );
const take = { except: prepared(takeUpdate(true)), all: prepared(takeUpdate(false)) };
// takeOrThrow(ticketId, quantity, now) on PostgreSQL: the same UPDATE, and an error when it took nothing
// (tc_stock_taken, migrations/0007-stock-taken.ts), so that a COMMIT sent with it cannot commit without it.
const takeOrThrowQuery = prepared((db, p) => {
  const update = takeUpdate(false)(db, p).returning("id");
  const query = sql`WITH taken AS (${update}) SELECT tc_stock_taken((SELECT count(*) FROM taken), ${p(0)}::integer)`;
  return { compile: () => query.compile(db) };
});
const isStockShort = (err: unknown) => (err as { code?: unknown } | null)?.code === "TCSTK";
// An order's lines, for the set-based statements of a paid order's confirmation (finalise-order.ts): its tickets, how
// many of each, and the order's own hold, left out of what others hold (a hold that is not live counts for nothing).
const ofOrder = (p: (index: number) => any) =>
  sql<SqlBool>`tickets.id IN (SELECT ticket_id FROM order_lines WHERE order_id = ${p(0)})`;
const lineQuantity = (p: (index: number) => any) =>
  sql<number>`(SELECT quantity FROM order_lines WHERE order_id = ${p(0)} AND ticket_id = tickets.id)`;
const ownHold = (p: (index: number) => any) =>
  sql`COALESCE((SELECT reservation_id FROM orders WHERE id = ${p(0)}), '')`;
// lockForOrder(orderId): the order's ticket rows, in id order, in one statement.
const lockOrderTickets = prepared((db, p) =>
  db.selectFrom("tickets").select("id").where(ofOrder(p)).orderBy("id").forNoKeyUpdate(),
);
// leftForOrder(orderId, now): what is left of each of the order's tickets for it, in one statement.
const leftOfOrder = prepared((db, p) =>
  db
    .selectFrom("tickets")
    .select([
      "id",
      "ticket_stock",
      sql<number | null>`stock_limit - sold - ${heldByOthers(p(1), ownHold(p))}`.as("left"),
    ])
    .where(ofOrder(p)),
);
// takeForOrder(orderId, now): every line of the order taken in one conditional UPDATE; the rows it changed.
const takeOrderUpdate = (db: Kysely<Database>, p: (index: number) => any) =>
  db
    .updateTable("tickets")
    .set({ sold: sql`sold + ${lineQuantity(p)}` })
    .where(ofOrder(p))
    .where(
      sql<SqlBool>`(ticket_stock = 'unlimited' OR sold + ${lineQuantity(p)} + ${heldByOthers(p(1), ownHold(p))} <= stock_limit)`,
    );
const takeOrder = prepared(takeOrderUpdate);
// PostgreSQL: the same UPDATE, and an error (TCSTK) unless it took every line, so that a COMMIT sent with it cannot
// commit without it (as takeOrThrow).
const takeOrderOrThrow = prepared((db, p) => {
  const update = takeOrderUpdate(db, p).returning("id");
  const query = sql`WITH taken AS (${update})
    SELECT tc_stock_taken(CASE WHEN (SELECT count(*) FROM taken) = (SELECT count(*) FROM order_lines WHERE order_id = ${p(0)}) THEN 1 ELSE 0 END, 0)`;
  return { compile: () => query.compile(db) };
});
// leftOf(ticketIds, now) on PostgreSQL: what is left of each, in one statement whatever their number (an array).
const leftOfTickets = prepared((db, p) =>
  db
    .selectFrom("tickets")
    .select([
      "id",
      "ticket_stock",
      sql<number | null>`stock_limit - sold - ${heldByOthers(p(1), sql`COALESCE(${p(2)}::text, '')`)}`.as("left"),
    ])
    .where(sql<SqlBool>`tickets.id = any(${p(0)}::integer[])`),
);
type LeftRow = { id: number; ticket_stock: string; left: number | null };
const leftById = (rows: readonly LeftRow[]) =>
  new Map(rows.map((r) => [r.id, r.ticket_stock === "unlimited" ? null : Math.max(0, Number(r.left ?? 0))] as const));
// lock([ticketId]): most orders are for one kind of ticket, so that shape is compiled once.
const lockOne = prepared((db, p) => db.selectFrom("tickets").select("id").where("id", "=", p(0)).forNoKeyUpdate());

export function stockQueries(db: Kysely<Database>, dialect: StoreDialect): StockQueries {
  async function leftOne(ticketId: number, now: number, except: string | null): Promise<number | null> {
    // Through pipelined(): a transaction may issue it with the lock of the ticket rows, which then goes first.
    const query = db
      .selectFrom("tickets")
      .select(["ticket_stock", sql<number | null>`stock_limit - sold - ${heldByOthers(now, except)}`.as("left")])
      .where("id", "=", ticketId);
    const [row] = (await pipelined<{ ticket_stock: string; left: number | null }>(db, query.compile())).rows;
    if (!row || row.ticket_stock === "unlimited") return null;
    return Math.max(0, Number(row.left ?? 0));
  }

  return {
    async lock(ticketIds) {
      if (!dialect.rowLocks || ticketIds.length === 0) return;
      // One statement, rows locked in id order: two orders for the same tickets queue instead of deadlocking. NO KEY
      // UPDATE (the lock the UPDATE of `sold` takes anyway) rather than UPDATE: it excludes every other stock-taker
      // but not the foreign-key checks of other orders' lines inserting rows that reference the ticket.
      if (ticketIds.length === 1) return void (await lockOne(db, ticketIds[0]));
      await pipelined(
        db,
        db
          .selectFrom("tickets")
          .select("id")
          .where("id", "in", [...ticketIds])
          .orderBy("id")
          .forNoKeyUpdate()
          .compile(),
      );
    },
    left: leftOne,
    async take(ticketId, quantity, now, except) {
      const result =
        except === null
          ? await take.all(db, ticketId, quantity, now)
          : await take.except(db, ticketId, quantity, now, except);
      return changed(result) === 1;
    },
    async takeOrThrow(ticketId, quantity, now) {
      if (!dialect.pipelines) {
        if (changed(await take.all(db, ticketId, quantity, now)) !== 1) throw new StockShortError(ticketId);
        return;
      }
      try {
        await takeOrThrowQuery(db, ticketId, quantity, now);
      } catch (err) {
        throw isStockShort(err) ? new StockShortError(ticketId) : err;
      }
    },
    async lockForOrder(orderId) {
      if (dialect.rowLocks) await lockOrderTickets(db, orderId);
    },
    leftForOrder: async (orderId, now) => leftById((await leftOfOrder<LeftRow>(db, orderId, now)).rows),
    async leftOf(ticketIds, now, except) {
      if (dialect.arrayParams) return leftById((await leftOfTickets<LeftRow>(db, [...ticketIds], now, except)).rows);
      const left = await Promise.all(ticketIds.map((id) => leftOne(id, now, except)));
      return new Map(ticketIds.map((id, i) => [id, left[i]!] as const));
    },
    async takeForOrder(orderId, now, lines) {
      if (!dialect.pipelines) {
        if (changed(await takeOrder(db, orderId, now)) !== lines) throw new StockShortError(0);
        return;
      }
      try {
        await takeOrderOrThrow(db, orderId, now);
      } catch (err) {
        throw isStockShort(err) ? new StockShortError(0) : err;
      }
    },
    async heldForEvent(eventId, now) {
      const rows = await db
        .selectFrom("reservation_lines as rl")
        .innerJoin("reservations as r", "r.id", "rl.reservation_id")
        .select([
          "rl.ticket_id",
          (eb) => eb.fn.sum<number>("rl.quantity").as("held"),
          (eb) => eb.fn.min<number>("r.expires_at").as("earliest"),
        ])
        .where("r.event_id", "=", eventId)
        .where("r.status", "=", "held")
        .where("r.expires_at", ">", now)
        .groupBy("rl.ticket_id")
        .execute();
      let earliestExpiry: number | null = null;
      for (const r of rows) earliestExpiry = Math.min(earliestExpiry ?? Infinity, Number(r.earliest));
      return { held: new Map(rows.map((r) => [r.ticket_id, Number(r.held)])), earliestExpiry };
    },
  };
}
