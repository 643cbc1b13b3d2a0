// The back office's live figures of an event's check-in (domain/check-in/stats.ts) and its scans to look at
// (conflicts, scans from revoked devices): aggregates the database computes, a handful of reads per refresh
// however many scans there are.
import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database, OrderStatus } from "../schema.ts";
import type { IssuedTicketVoidColumns } from "../schema-refunds.ts";
import type { CheckInStatus } from "../schema-check-in.ts";

/** Order statuses whose tickets admit (a partial refund voids its own tickets only: voided_at). */
export const ADMITTING_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "completed"];

export interface ListFigureRow {
  list_id: number;
  checked_in: number;
  exits: number;
  inside: number;
}

/** A conflict or a revoked device's scan, with its ticket and (for a conflict) the check-in that counted. */
export interface ProblemScanRow {
  id: number;
  ticket_id: string | null;
  result: string;
  scanned_at: number;
  actor_label: string;
  offline: number;
  list_name: string;
  ticket_type_name: string | null;
  order_id: string | null;
  first_name: string | null;
  last_name: string | null;
  first_at: number | null;
  first_by: string | null;
  first_offline: number | null;
  first_list_name: string | null;
}

export interface CheckInFigureQueries {
  /** The event's admitting tickets per ticket type. */
  admittingByType(eventId: number): Promise<Map<number, number>>;
  /** Per list of the event: tickets checked in, counted exits, tickets inside (last counted scan an entry). */
  listFigures(eventId: number): Promise<ListFigureRow[]>;
  /** Per ticket type: tickets with a counted entry on any of the event's lists. */
  checkedInByType(eventId: number): Promise<Map<number, number>>;
  /** Scans made since `since`, per minute (epoch minute -> scans). */
  scansPerMinute(eventId: number, since: number): Promise<Map<number, number>>;
  /** Conflicts, and the time of the last scan. */
  scanSummary(eventId: number): Promise<{ conflicts: number; lastScanAt: number | null }>;
  /** The event's scans of `status`, newest first, at most `limit`. */
  problemScans(organizerId: number, eventId: number, status: CheckInStatus, limit: number): Promise<ProblemScanRow[]>;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const toMap = (rows: { k: unknown; n: unknown }[]) => new Map(rows.map((r) => [Number(r.k), Number(r.n)]));

export function checkInFigureQueries(root: Kysely<Database>, _dialect: StoreDialect): CheckInFigureQueries {
  const db = root.withTables<{ issued_tickets: IssuedTicketVoidColumns }>();
  return {
    async admittingByType(eventId) {
      const rows = await db
        .selectFrom("issued_tickets as t")
        .innerJoin("orders as o", "o.id", "t.order_id")
        .select((eb) => ["t.ticket_id as k", eb.fn.countAll().as("n")])
        .where("o.event_id", "=", eventId)
        .where("o.status", "in", [...ADMITTING_ORDER_STATUSES])
        .where("t.voided_at", "is", null)
        .groupBy("t.ticket_id")
        .execute();
      return toMap(rows);
    },
    async listFigures(eventId) {
      const { rows } = await sql<{ list_id: unknown; checked_in: unknown; exits: unknown; inside: unknown }>`
        SELECT c.list_id,
          COUNT(DISTINCT CASE WHEN c.type = 'entry' THEN c.ticket_id END) AS checked_in,
          SUM(CASE WHEN c.type = 'exit' THEN 1 ELSE 0 END) AS exits,
          (SELECT COUNT(*) FROM (
            SELECT l.type, ROW_NUMBER() OVER (PARTITION BY l.ticket_id ORDER BY l.scanned_at DESC, l.id DESC) AS rn
            FROM check_ins l WHERE l.list_id = c.list_id AND l.status = 'counted' AND l.ticket_id IS NOT NULL
          ) AS last WHERE last.rn = 1 AND last.type = 'entry') AS inside
        FROM check_ins c
        WHERE c.event_id = ${eventId} AND c.status = 'counted' AND c.ticket_id IS NOT NULL
        GROUP BY c.list_id`.execute(db);
      return rows.map((r) => ({
        list_id: Number(r.list_id),
        checked_in: Number(r.checked_in),
        exits: Number(r.exits ?? 0),
        inside: Number(r.inside),
      }));
    },
    async checkedInByType(eventId) {
      const rows = await db
        .selectFrom("check_ins as c")
        .innerJoin("issued_tickets as t", "t.id", "c.ticket_id")
        .select((eb) => ["t.ticket_id as k", eb.fn.count("c.ticket_id").distinct().as("n")])
        .where("c.event_id", "=", eventId)
        .where("c.status", "=", "counted")
        .where("c.type", "=", "entry")
        .groupBy("t.ticket_id")
        .execute();
      return toMap(rows);
    },
    async scansPerMinute(eventId, since) {
      // Integer division on both databases (the column is an integer): the epoch minute.
      const { rows } = await sql<{ k: unknown; n: unknown }>`
        SELECT m.k, COUNT(*) AS n FROM (
          SELECT scanned_at / 60000 AS k FROM check_ins WHERE event_id = ${eventId} AND scanned_at >= ${since}
        ) AS m GROUP BY m.k`.execute(db);
      return toMap(rows);
    },
    async scanSummary(eventId) {
      const row = await db
        .selectFrom("check_ins")
        .select((eb) => [
          eb.fn.sum<number>(sql`CASE WHEN status = 'conflict' THEN 1 ELSE 0 END`).as("conflicts"),
          eb.fn.max("scanned_at").as("last"),
        ])
        .where("event_id", "=", eventId)
        .executeTakeFirst();
      return { conflicts: Number(row?.conflicts ?? 0), lastScanAt: numOrNull(row?.last) };
    },
    async problemScans(organizerId, eventId, status, limit) {
      const rows = await db
        .selectFrom("check_ins as c")
        .innerJoin("check_in_lists as l", "l.id", "c.list_id")
        .leftJoin("check_ins as f", "f.id", "c.conflict_with")
        .leftJoin("check_in_lists as fl", "fl.id", "f.list_id")
        .leftJoin("issued_tickets as t", "t.id", "c.ticket_id")
        .leftJoin("orders as o", "o.id", "t.order_id")
        .leftJoin("tickets as tt", "tt.id", "t.ticket_id")
        .leftJoin("ticket_attendees as a", "a.ticket_id", "t.id")
        .select((eb) => [
          "c.id",
          "c.ticket_id",
          "c.result",
          "c.scanned_at",
          "c.actor_label",
          "c.offline",
          "l.name as list_name",
          "tt.ticket_name as ticket_type_name",
          "o.id as order_id",
          eb.fn.coalesce("a.first_name", "o.first_name").as("first_name"),
          eb.fn.coalesce("a.last_name", "o.last_name").as("last_name"),
          "f.scanned_at as first_at",
          "f.actor_label as first_by",
          "f.offline as first_offline",
          "fl.name as first_list_name",
        ])
        .where("c.organizer_id", "=", organizerId)
        .where("c.event_id", "=", eventId)
        .where("c.status", "=", status)
        .orderBy("c.id", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        scanned_at: Number(r.scanned_at),
        offline: Number(r.offline),
        first_at: numOrNull(r.first_at),
        first_offline: numOrNull(r.first_offline),
      }));
    },
  };
}
