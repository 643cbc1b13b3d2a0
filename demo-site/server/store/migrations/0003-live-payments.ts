import { sql, type Kysely, type Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * Live payments: the provider notifications already handled (a second delivery of the same event id changes
 * nothing), the refund id of an order refunded because its tickets were gone, and the index the reconciliation
 * sweep reads pending orders by. Orders refunded before this migration (sandbox only: there were no live adapters)
 * are marked as settled so the sweep never refunds them again.
 */
export function livePayments(_context: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("webhook_events")
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("event_id", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("order_id", "text")
        .addColumn("received_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("webhook_events_pk", ["provider", "event_id"])
        .execute();
      await db.schema.alterTable("orders").addColumn("refund_ref", "text").execute();
      // Pending orders are few next to paid ones: the status alone narrows the sweep's read to them.
      await db.schema.createIndex("orders_status").on("orders").column("status").execute();
      await sql`UPDATE orders SET refund_ref = 'before-refund-tracking' WHERE status = 'refunded'`.execute(db);
    },
  };
}
