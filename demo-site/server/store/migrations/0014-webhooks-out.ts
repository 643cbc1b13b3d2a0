// Outgoing webhooks (Standard Webhooks): the organizers' endpoints, the outbox of messages written in the
// transaction of the change they tell about, one delivery per message and endpoint, and every attempt's log.
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * - `webhook_endpoints`: where an organizer wants to be told (url, the event types picked as JSON), the signing
 *   secret (`whsec_…`, kept as is: every delivery is signed with it) and, during a rotation, the one before it until
 *   `previous_secret_until`; `disabled_at` / `disabled_reason` once it failed for days (or answered 410);
 *   `failing_since`: the first failed attempt since the last success.
 * - `webhook_messages`: one row per change (`msg_…`, the webhook-id every attempt carries), its payload as sent.
 * - `webhook_deliveries`: one per message and endpoint, written with the message (the outbox), leased by one
 *   sender at a time (`lease_until`); the numbered id orders them: a delivery waits while an earlier one with the
 *   same `ordering_key` (an order, an event) for the same endpoint is still pending.
 * - `webhook_attempts`: the delivery log (request headers, answer status and the start of its body, duration).
 */
export function webhooksOut({ dialect }: MigrationContext): Migration {
  const id = (c: any) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = dialect === "postgres" ? "serial" : "integer";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("webhook_endpoints")
        .addColumn("id", idType, id)
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("previous_secret", "text")
        .addColumn("previous_secret_until", "bigint")
        .addColumn("disabled_at", "bigint")
        .addColumn("disabled_reason", "text")
        .addColumn("failing_since", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex("webhook_endpoints_organizer")
        .on("webhook_endpoints")
        .column("organizer_id")
        .execute();
      await db.schema
        .createTable("webhook_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizer_id", "integer", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", idType, id)
        .addColumn("message_id", "text", (c) => c.notNull().references("webhook_messages.id").onDelete("cascade"))
        .addColumn("endpoint_id", "integer", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
        .addColumn("ordering_key", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("lease_until", "bigint")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("first_attempt_at", "bigint")
        .addColumn("delivered_at", "bigint")
        .execute();
      // The sender reads pending rows by time; the order check looks up earlier pending rows of the same key.
      await db.schema
        .createIndex("webhook_deliveries_due")
        .on("webhook_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("webhook_deliveries_ordering")
        .on("webhook_deliveries")
        .columns(["endpoint_id", "ordering_key", "status"])
        .execute();
      await db.schema
        .createTable("webhook_attempts")
        .addColumn("id", idType, id)
        .addColumn("delivery_id", "integer", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("request", "text", (c) => c.notNull())
        .addColumn("response_status", "integer")
        .addColumn("response_body", "text")
        .addColumn("error", "text")
        .execute();
      await db.schema.createIndex("webhook_attempts_delivery").on("webhook_attempts").column("delivery_id").execute();
    },
  };
}
