import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * The back office's view of orders. `order_events` is each order's timeline: one row per change (created, paid,
 * failed, expired, attendee changed, mail resent, each refund step …) with who made it (the buyer, a provider's
 * webhook with its event id, the sweep, a named team member or API token), written in the change's transaction, so
 * the timeline never shows a change that rolled back. It keeps the organizer and event ids so a timeline is read
 * without a join and stays scoped. `ticket_attendees` holds a ticket's own attendee when the organizer names one
 * (else the buyer is the attendee). Indexes for the orders list: newest first per event, and a ticket's code.
 */
export function orderEvents({ dialect }: MigrationContext): Migration {
  const id = (c: any) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = dialect === "postgres" ? "serial" : "integer";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("order_events")
        .addColumn("id", idType, id)
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("organizer_id", "integer", (c) => c.notNull())
        .addColumn("event_id", "integer", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("actor_kind", "text", (c) => c.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_label", "text")
        .addColumn("provider", "text")
        .addColumn("provider_event_id", "text")
        .addColumn("data", "text")
        .execute();
      await db.schema.createIndex("order_events_order").on("order_events").columns(["order_id", "id"]).execute();
      await db.schema
        .createTable("ticket_attendees")
        .addColumn("ticket_id", "text", (c) => c.primaryKey().references("issued_tickets.id").onDelete("cascade"))
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("last_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("ticket_attendees_order").on("ticket_attendees").column("order_id").execute();
      await db.schema
        .createIndex("orders_event_created")
        .on("orders")
        .columns(["event_id", "created_at", "id"])
        .execute();
      await db.schema.createIndex("issued_tickets_code").on("issued_tickets").column("code").execute();
    },
  };
}
