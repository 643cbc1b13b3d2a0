// The catalog as the back office edits it: venue and time zone of an event, version numbers for optimistic
// concurrency, hidden ticket types, limited voucher uses, guests with a name and an address, and the audit log.
import { sql, type Kysely, type Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * - events: `venue`, `time_zone` (IANA; "UTC" for the events that had none, which is what their dates said),
 *   `end_date`, `version`.
 * - organizers, events, tickets, vouchers: `version`, one per row, bumped by every edit of that row through the back
 *   office. Per row rather than one per event: two people editing two different ticket types of one event do not
 *   refuse each other, and a buyer's order (which changes `sold`) never makes a manager's form stale.
 * - organizers: `card_path`, the default the organizer's events follow (the events keep their own column, which the
 *   payment path reads).
 * - tickets: `hidden` (not offered to buyers; guest-list tickets, for one).
 * - vouchers: `max_uses` (NULL: no limit) and `uses`, counted by the order that completes with the code, in its
 *   transaction (a conditional UPDATE).
 * - guest_list: `name`, `email` and `invited_at` (epoch ms of the last invitation mail queued).
 * - audit_log: one row per change, with who, when, and the row before and after (JSON).
 */
export function catalog({ dialect }: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      const version = (table: string) =>
        db.schema
          .alterTable(table)
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
      for (const table of ["organizers", "events", "tickets", "vouchers"]) await version(table);
      await db.schema.alterTable("events").addColumn("venue", "text").execute();
      await db.schema
        .alterTable("events")
        .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("UTC"))
        .execute();
      await db.schema.alterTable("events").addColumn("end_date", "text").execute();
      await db.schema
        .alterTable("organizers")
        .addColumn("card_path", "text", (c) => c.notNull().defaultTo("stripe"))
        .execute();
      await db.schema
        .alterTable("tickets")
        .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("vouchers").addColumn("max_uses", "integer").execute();
      await db.schema
        .alterTable("vouchers")
        .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("guest_list").addColumn("name", "text").execute();
      await db.schema.alterTable("guest_list").addColumn("email", "text").execute();
      await db.schema.alterTable("guest_list").addColumn("invited_at", "bigint").execute();
      await db.schema.createIndex("guest_list_event").on("guest_list").column("event_id").execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("actor_kind", "text", (c) =>
          c.notNull().check(sql`actor_kind IN ('user', 'operator', 'system', 'import')`),
        )
        .addColumn("actor_id", "integer")
        .addColumn("actor_label", "text", (c) => c.notNull())
        .addColumn("organizer_id", "integer")
        .addColumn("event_id", "integer")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("before", "text")
        .addColumn("after", "text")
        .execute();
      // The back office reads an organizer's log, or one event's, newest first, a page at a time (id < before).
      await db.schema.createIndex("audit_log_organizer").on("audit_log").columns(["organizer_id", "id"]).execute();
      await db.schema.createIndex("audit_log_event").on("audit_log").columns(["event_id", "id"]).execute();
    },
  };
}
