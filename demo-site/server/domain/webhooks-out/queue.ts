// STUB (owned by WEBHOOKS): queues one outgoing webhook message for every endpoint of the organizer subscribed to
// its type, in the caller's transaction (the outbox): a delivery is never lost (the change committed, so did the
// message) nor invented (the change rolled back, so did the message).
import type { Tx } from "../../store/index.ts";

export type WebhookEventType = "order.paid" | "order.refunded" | "order.canceled" | "ticket.checked_in" | "event.changed";

export interface WebhookMessage {
  organizerId: number;
  type: WebhookEventType;
  /** The payload's `data` (Standard Webhooks: { type, timestamp, data }). */
  data: Record<string, unknown>;
  /** Epoch ms of the change. */
  at: number;
}

export async function queueWebhook(_tx: Tx, _message: WebhookMessage): Promise<void> {}
