// The tables of migration 0014-webhooks-out (outgoing webhooks), as Kysely sees them. Times are epoch ms.
import type { Generated } from "kysely";

export interface WebhookEndpointsTable {
  id: Generated<number>;
  organizer_id: number;
  url: string;
  description: string;
  /** JSON list of the event types it receives. */
  events: string;
  /** `whsec_` + base64: every delivery is signed with it (never shown again after creation or rotation). */
  secret: string;
  /** The secret before the last rotation: deliveries carry both signatures until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: number | null;
  /** Set when it failed for days (or answered 410): nothing is sent to it until it is enabled again. */
  disabled_at: number | null;
  disabled_reason: string | null;
  /** The first failed attempt since the last successful one; NULL while it answers. */
  failing_since: number | null;
  created_at: number;
  version: Generated<number>;
}

export interface WebhookMessagesTable {
  /** `msg_…`: the webhook-id header of every attempt (the receiver's idempotency key). */
  id: string;
  organizer_id: number;
  type: string;
  /** The JSON body as sent: { type, timestamp, data }. */
  payload: string;
  created_at: number;
}

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDeliveriesTable {
  /** Numbered in the order they were queued: the per-order ordering follows it. */
  id: Generated<number>;
  message_id: string;
  endpoint_id: number;
  /** "order:<id>" or "event:<id>": a delivery waits for earlier pending ones with the same key; NULL: none. */
  ordering_key: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  /** A sender owns the row until then. */
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  first_attempt_at: number | null;
  delivered_at: number | null;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  delivery_id: number;
  at: number;
  duration_ms: number;
  /** JSON: { url, headers } as sent (the body is the message's payload). */
  request: string;
  response_status: number | null;
  /** The first 4 kB of the answer's body. */
  response_body: string | null;
  /** Why no answer came (refused, timed out, blocked address). */
  error: string | null;
}

export interface WebhooksOutTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const webhooksOutDataTables = [
  "webhook_attempts",
  "webhook_deliveries",
  "webhook_messages",
  "webhook_endpoints",
] as const;
