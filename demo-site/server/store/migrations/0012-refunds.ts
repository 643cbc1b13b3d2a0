// Refunds: one row per refund asked for (of a whole order, chosen tickets or an amount), on one state machine for
// every provider, so the back office shows what the provider said and never more; and the void marker on issued
// tickets (a refunded ticket no longer downloads nor passes check-in).
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * `refunds`: the idempotency key is unique (the same key asks for the same refund: a retried request or a restarted
 * cancel job never refunds twice); the provider's refund id is indexed because its webhooks name only that; state
 * is indexed for the attention list and the sweep. `issued_tickets.voided_at` (epoch ms) and `voided_by` (the
 * refund) mark a ticket void.
 */
export function refunds(_context: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("refunds")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("organizer_id", "integer", (c) => c.notNull())
        .addColumn("event_id", "integer", (c) => c.notNull())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("amount", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("provider", "text")
        .addColumn("payment_ref", "text")
        .addColumn("provider_refund_id", "text")
        .addColumn("ticket_ids", "text", (c) => c.notNull())
        .addColumn("return_to_sale", "integer", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("failure_message", "text")
        .addColumn("retries", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("outside_note", "text")
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("refunds_order").on("refunds").column("order_id").execute();
      await db.schema.createIndex("refunds_state").on("refunds").columns(["state", "updated_at"]).execute();
      await db.schema
        .createIndex("refunds_provider_refund")
        .on("refunds")
        .columns(["provider", "provider_refund_id"])
        .execute();
      await db.schema.alterTable("issued_tickets").addColumn("voided_at", "bigint").execute();
      await db.schema.alterTable("issued_tickets").addColumn("voided_by", "text").execute();
    },
  };
}
