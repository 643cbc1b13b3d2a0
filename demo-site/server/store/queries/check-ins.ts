// The queries of door check-in's scans (migration 0016-check-in): what a scan needs to be judged (its tickets with
// their order's state, the counted scans before it) and storing it. The snapshot's and the figures' reads are in
// check-ins-snapshot.ts and check-ins-figures.ts, composed here.
import type { Compilable, InferResult, Insertable, Kysely, Selectable } from "kysely";
import { pipelined } from "./pipelined.ts";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { IssuedTicketVoidColumns } from "../schema-refunds.ts";
import type { CheckInsTable, CheckInType } from "../schema-check-in.ts";
import { checkInSnapshotQueries, type CheckInSnapshotQueries } from "./check-ins-snapshot.ts";
import { checkInFigureQueries, type CheckInFigureQueries } from "./check-ins-figures.ts";

export type CheckInRow = Selectable<CheckInsTable>;
export type NewCheckIn = Omit<Insertable<CheckInsTable>, "id">;

/** An issued ticket as a scan judges it: its event and organizer, type, order state and attendee's name. */
export interface ScanTicketRow {
  id: string;
  event_id: number;
  organizer_id: number;
  event_name: string;
  ticket_type_id: number;
  ticket_type_name: string;
  order_id: string;
  order_status: string;
  voided_at: number | null;
  /** The ticket's own attendee's name, else the buyer's. */
  attendee_name: string;
}

/** A counted scan: what "already redeemed" and "inside" are decided from. */
export interface CountedScanRow {
  id: number;
  list_id: number;
  ticket_id: string;
  type: CheckInType;
  scanned_at: number;
  actor_label: string;
}

export interface CheckInsQueries extends CheckInSnapshotQueries, CheckInFigureQueries {
  /** The scans `source` already sent under these client scan ids. */
  byClientScan(source: string, clientScanIds: readonly string[]): Promise<CheckInRow[]>;
  /** The issued tickets of these ids (any organizer's: the caller compares). */
  tickets(ids: readonly string[]): Promise<ScanTicketRow[]>;
  /** The counted scans of these tickets on these lists, oldest first (scanned_at, then id). */
  counted(listIds: readonly number[], ticketIds: readonly string[]): Promise<CountedScanRow[]>;
  /**
   * Stores the scans; a (source, client scan id) stored already is left as it is. Returns the new rows' ids by
   * client scan id.
   */
  insert(rows: readonly NewCheckIn[]): Promise<Map<string, number>>;
  /** Points conflict `id` at the check-in that counted. */
  setConflictWith(id: number, countedId: number): Promise<void>;
  /**
   * Check-in `countedId` was made before the counted `oldId` on a list without re-entry: `oldId` becomes its
   * conflict (already_redeemed), and the conflicts that pointed at `oldId` point at `countedId`.
   */
  supersede(oldId: number, countedId: number): Promise<void>;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const checkInRow = (r: CheckInRow): CheckInRow => ({
  ...r,
  id: Number(r.id),
  organizer_id: Number(r.organizer_id),
  event_id: Number(r.event_id),
  list_id: Number(r.list_id),
  offline: Number(r.offline),
  user_id: numOrNull(r.user_id),
  scanned_at: Number(r.scanned_at),
  received_at: Number(r.received_at),
  conflict_with: numOrNull(r.conflict_with),
});

/** Rows per INSERT: far below either database's limit of parameters in one statement. */
const INSERT_CHUNK = 100;

export function checkInsQueries(root: Kysely<Database>, dialect: StoreDialect): CheckInsQueries {
  const db = root.withTables<{ issued_tickets: IssuedTicketVoidColumns }>();
  // The reads a scan makes after its ticket's lock go through pipelined(): issued together with the lock, they
  // cost one round trip on PostgreSQL, so the lock is held for less time.
  const together = async <Q extends Compilable>(query: Q) =>
    (await pipelined<InferResult<Q>[number]>(root, query.compile())).rows;
  return {
    ...checkInSnapshotQueries(root, dialect),
    ...checkInFigureQueries(root, dialect),
    async byClientScan(source, clientScanIds) {
      if (clientScanIds.length === 0) return [];
      const rows = await together(
        db
          .selectFrom("check_ins")
          .selectAll()
          .where("source", "=", source)
          .where("client_scan_id", "in", [...clientScanIds]),
      );
      return rows.map(checkInRow);
    },
    async tickets(ids) {
      if (ids.length === 0) return [];
      const rows = await together(
        db
          .selectFrom("issued_tickets as t")
          .innerJoin("orders as o", "o.id", "t.order_id")
          .innerJoin("events as e", "e.id", "o.event_id")
          .innerJoin("tickets as tt", "tt.id", "t.ticket_id")
          .leftJoin("ticket_attendees as a", "a.ticket_id", "t.id")
          .select((eb) => [
            "t.id",
            "o.event_id",
            "e.organizer_id",
            "e.name as event_name",
            "t.ticket_id as ticket_type_id",
            "tt.ticket_name as ticket_type_name",
            "o.id as order_id",
            "o.status as order_status",
            "t.voided_at",
            eb.fn.coalesce("a.first_name", "o.first_name").as("first_name"),
            eb.fn.coalesce("a.last_name", "o.last_name").as("last_name"),
          ])
          .where("t.id", "in", [...ids]),
      );
      return rows.map(({ first_name, last_name, ...r }) => ({
        ...r,
        event_id: Number(r.event_id),
        organizer_id: Number(r.organizer_id),
        ticket_type_id: Number(r.ticket_type_id),
        voided_at: numOrNull(r.voided_at),
        attendee_name: `${first_name} ${last_name}`.trim(),
      }));
    },
    async counted(listIds, ticketIds) {
      if (listIds.length === 0 || ticketIds.length === 0) return [];
      const rows = await together(
        db
          .selectFrom("check_ins")
          .select(["id", "list_id", "ticket_id", "type", "scanned_at", "actor_label"])
          .where("list_id", "in", [...listIds])
          .where("ticket_id", "in", [...ticketIds])
          .where("status", "=", "counted")
          .orderBy("scanned_at")
          .orderBy("id"),
      );
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        list_id: Number(r.list_id),
        ticket_id: r.ticket_id ?? "",
        scanned_at: Number(r.scanned_at),
      }));
    },
    async insert(rows) {
      const ids = new Map<string, number>();
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const made = await db
          .insertInto("check_ins")
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((c) => c.columns(["source", "client_scan_id"]).doNothing())
          .returning(["id", "client_scan_id"])
          .execute();
        for (const r of made) ids.set(r.client_scan_id, Number(r.id));
      }
      return ids;
    },
    async setConflictWith(id, countedId) {
      await db.updateTable("check_ins").set({ conflict_with: countedId }).where("id", "=", id).execute();
    },
    async supersede(oldId, countedId) {
      await db.updateTable("check_ins").set({ conflict_with: countedId }).where("conflict_with", "=", oldId).execute();
      await db
        .updateTable("check_ins")
        .set({ status: "conflict", result: "already_redeemed", conflict_with: countedId })
        .where("id", "=", oldId)
        .execute();
    },
  };
}
