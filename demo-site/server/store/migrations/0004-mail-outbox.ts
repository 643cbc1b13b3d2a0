// The mail outbox and the demo's caught mail. Shipped after 0005: the migrator runs missing migrations out of order.
import type { Kysely, Migration } from "kysely";

/**
 * Mail: the outbox (one row per mail an order's state change asks for, written in that change's transaction, so a
 * mail is never lost when a process dies after the commit, and never queued for a change that was rolled back),
 * and the demo's caught mails (what the in-process SMTP catcher received, so any server process can show them).
 * `dedupe_key` makes queuing the same mail twice a no-op; `lease_until` lets one sender at a time own a row;
 * the row's `id` is the local part of its Message-ID, so every attempt sends the same one.
 */
export const mailOutbox: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("sent_at", "bigint")
      .execute();
    // The sender reads due rows by status and time.
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("mail_outbox_order").on("mail_outbox").column("order_id").execute();
    await db.schema
      .createTable("caught_mail")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull().unique())
      .addColumn("envelope_to", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("raw", "text", (c) => c.notNull())
      .addColumn("received_at", "bigint", (c) => c.notNull())
      .execute();
  },
};
