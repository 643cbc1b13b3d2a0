// Door check-in (store/schema-check-in.ts): the gates' lists, the paired scanning devices, and every scan the
// server was told of, counted or not, so the back office can show who is inside and the offline conflicts.
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

export function checkIn({ dialect }: MigrationContext): Migration {
  const id = (c: any) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = dialect === "postgres" ? "serial" : "integer";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("check_in_lists")
        .addColumn("id", idType, id)
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("ticket_ids", "text")
        .addColumn("allow_reentry", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("valid_from", "bigint")
        .addColumn("valid_until", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("archived_at", "bigint")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("check_in_lists_event").on("check_in_lists").column("event_id").execute();
      await db.schema
        .createTable("check_in_devices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("list_ids", "text", (c) => c.notNull())
        .addColumn("pairing_hash", "text", (c) => c.unique())
        .addColumn("pairing_expires_at", "bigint")
        .addColumn("token_hash", "text", (c) => c.unique())
        .addColumn("prefix", "text")
        .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("paired_at", "bigint")
        .addColumn("last_seen_at", "bigint")
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema.createIndex("check_in_devices_organizer").on("check_in_devices").column("organizer_id").execute();
      await db.schema
        .createTable("check_ins")
        .addColumn("id", idType, id)
        .addColumn("organizer_id", "integer", (c) => c.notNull())
        .addColumn("event_id", "integer", (c) => c.notNull())
        .addColumn("list_id", "integer", (c) => c.notNull().references("check_in_lists.id").onDelete("cascade"))
        .addColumn("ticket_id", "text")
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("client_scan_id", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("result", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("offline", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("device_result", "text")
        .addColumn("device_id", "text")
        .addColumn("user_id", "integer")
        .addColumn("actor_label", "text", (c) => c.notNull())
        .addColumn("scanned_at", "bigint", (c) => c.notNull())
        .addColumn("received_at", "bigint", (c) => c.notNull())
        .addColumn("conflict_with", "integer")
        .execute();
      await db.schema
        .createIndex("check_ins_client_scan")
        .on("check_ins")
        .columns(["source", "client_scan_id"])
        .unique()
        .execute();
      await db.schema.createIndex("check_ins_ticket").on("check_ins").columns(["list_id", "ticket_id"]).execute();
      await db.schema.createIndex("check_ins_event").on("check_ins").columns(["event_id", "received_at"]).execute();
    },
  };
}
