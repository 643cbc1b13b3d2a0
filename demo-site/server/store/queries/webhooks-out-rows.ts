// Outgoing webhooks' rows as the store hands them out (migration 0014), numbers read through Number(): PostgreSQL
// returns bigint columns as strings.
import type { Selectable } from "kysely";
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookMessagesTable,
} from "../schema-webhooks-out.ts";

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
export type NewWebhookMessage = WebhookMessagesTable;
export type NewWebhookDelivery = Pick<
  WebhookDeliveriesTable,
  "message_id" | "endpoint_id" | "ordering_key" | "created_at" | "next_attempt_at"
>;
export type NewWebhookAttempt = Omit<WebhookAttemptsTable, "id">;

/** A delivery the sender may attempt, with what it needs: the payload and where and how to send it. */
export interface DueWebhookDelivery extends WebhookDeliveryRow {
  type: string;
  payload: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
  failing_since: number | null;
  organizer_id: number;
}

/** A delivery as its log shows it: the message's type, and its attempts, newest first. */
export interface WebhookDeliveryLogRow extends WebhookDeliveryRow {
  type: string;
  payload: string;
  attempts_log: WebhookAttemptRow[];
}

export const num = (v: unknown) => Number(v);
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const endpointRow = (r: WebhookEndpointRow): WebhookEndpointRow => ({
  ...r,
  id: num(r.id),
  organizer_id: num(r.organizer_id),
  previous_secret_until: numOrNull(r.previous_secret_until),
  disabled_at: numOrNull(r.disabled_at),
  failing_since: numOrNull(r.failing_since),
  created_at: num(r.created_at),
  version: num(r.version),
});

export const deliveryRow = <R extends WebhookDeliveryRow>(r: R): R => ({
  ...r,
  id: num(r.id),
  endpoint_id: num(r.endpoint_id),
  attempts: num(r.attempts),
  next_attempt_at: num(r.next_attempt_at),
  lease_until: numOrNull(r.lease_until),
  created_at: num(r.created_at),
  first_attempt_at: numOrNull(r.first_attempt_at),
  delivered_at: numOrNull(r.delivered_at),
});

export const attemptRow = (r: WebhookAttemptRow): WebhookAttemptRow => ({
  ...r,
  id: num(r.id),
  delivery_id: num(r.delivery_id),
  at: num(r.at),
  duration_ms: num(r.duration_ms),
  response_status: numOrNull(r.response_status),
});
