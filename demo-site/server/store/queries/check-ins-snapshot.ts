// What a check-in list's snapshot is read from (domain/check-in/snapshot.ts): the event's ticket types, every
// issued ticket of the event with what the device needs to judge it, and the list's counted scans. Three reads
// whatever the size of the event; a TC2 code is not read at all (the device verifies its signature), only a TC1
// code, whose hash the device looks up.
import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { IssuedTicketVoidColumns } from "../schema-refunds.ts";
import type { CheckInType } from "../schema-check-in.ts";

export interface SnapshotTicketRow {
  id: string;
  ticket_type_id: number;
  /** The code when it is a TC1 one; null otherwise. */
  legacy_code: string | null;
  voided_at: number | null;
  order_status: string;
  first_name: string;
  last_name: string;
}

export interface ListScanRow {
  ticket_id: string;
  type: CheckInType;
  scanned_at: number;
  actor_label: string;
}

export interface CheckInSnapshotQueries {
  /** The event's ticket types (id, name), in the catalog's order. */
  ticketTypes(eventId: number): Promise<{ id: number; name: string }[]>;
  /** Every issued ticket of the event. */
  snapshotTickets(eventId: number): Promise<SnapshotTicketRow[]>;
  /** The list's counted scans, oldest first. */
  listScans(listId: number): Promise<ListScanRow[]>;
}

export function checkInSnapshotQueries(root: Kysely<Database>, _dialect: StoreDialect): CheckInSnapshotQueries {
  const db = root.withTables<{ issued_tickets: IssuedTicketVoidColumns }>();
  return {
    async ticketTypes(eventId) {
      const rows = await db
        .selectFrom("tickets")
        .select(["id", "ticket_name as name"])
        .where("event_id", "=", eventId)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name }));
    },
    async snapshotTickets(eventId) {
      const rows = await db
        .selectFrom("issued_tickets as t")
        .innerJoin("orders as o", "o.id", "t.order_id")
        .leftJoin("ticket_attendees as a", "a.ticket_id", "t.id")
        .select((eb) => [
          "t.id",
          "t.ticket_id as ticket_type_id",
          sql<string | null>`CASE WHEN t.code LIKE 'TC1.%' THEN t.code END`.as("legacy_code"),
          "t.voided_at",
          "o.status as order_status",
          eb.fn.coalesce("a.first_name", "o.first_name").as("first_name"),
          eb.fn.coalesce("a.last_name", "o.last_name").as("last_name"),
        ])
        .where("o.event_id", "=", eventId)
        .execute();
      for (const r of rows) {
        r.ticket_type_id = Number(r.ticket_type_id);
        if (r.voided_at !== null) r.voided_at = Number(r.voided_at);
      }
      return rows;
    },
    async listScans(listId) {
      const rows = await db
        .selectFrom("check_ins")
        .select(["ticket_id", "type", "scanned_at", "actor_label"])
        .where("list_id", "=", listId)
        .where("status", "=", "counted")
        .where("ticket_id", "is not", null)
        .orderBy("scanned_at")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ ...r, ticket_id: r.ticket_id ?? "", scanned_at: Number(r.scanned_at) }));
    },
  };
}
