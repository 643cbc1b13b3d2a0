// Queues one outgoing webhook message for every endpoint of the organizer subscribed to its type (a disabled one's
// wait until it is enabled), in the caller's
// transaction (the outbox): a delivery is never lost (the change committed, so did the message) nor invented (the
// change rolled back, so did the message). The sender (sender.ts) delivers it later, in any process.
import type { Tx } from "../../store/index.ts";
import { randomId } from "../random-id.ts";

export type WebhookEventType =
  "order.paid" | "order.refunded" | "order.canceled" | "ticket.checked_in" | "event.changed";

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  "order.paid",
  "order.refunded",
  "order.canceled",
  "ticket.checked_in",
  "event.changed",
];

export interface WebhookMessage {
  organizerId: number;
  type: WebhookEventType;
  /**
   * The payload's `data` (Standard Webhooks: { type, timestamp, data }). An `orderId` (else an `eventId`) in it
   * keeps this message behind the earlier ones about the same order (event) at each endpoint.
   */
  data: Record<string, unknown>;
  /** Epoch ms of the change. */
  at: number;
}

/** What keeps deliveries about one order (or, without an order, one event) in the order they were queued. */
export function orderingKey(data: Record<string, unknown>): string | null {
  if (typeof data.orderId === "string" || typeof data.orderId === "number") return `order:${data.orderId}`;
  if (typeof data.eventId === "string" || typeof data.eventId === "number") return `event:${data.eventId}`;
  return null;
}

/**
 * Writes the message and a delivery per subscribed endpoint (`subscribed`, else read now) with `tx`. Nothing is written when no endpoint
 * wants it (the common case: one SELECT). Returns the message id (`msg_…`, the webhook-id header), or null.
 */
export async function queueWebhook(
  tx: Pick<Tx, "webhooksOut">,
  message: WebhookMessage,
  subscribed?: readonly number[],
): Promise<string | null> {
  // `subscribed`: the endpoints, when the caller read them earlier in the same transaction (with its other reads).
  const endpoints = subscribed ?? (await tx.webhooksOut.subscribedEndpoints(message.organizerId, message.type));
  if (endpoints.length === 0) return null;
  const id = `msg_${randomId(18)}`;
  const payload = JSON.stringify({
    type: message.type,
    timestamp: new Date(message.at).toISOString(),
    data: message.data,
  });
  const key = orderingKey(message.data);
  await tx.webhooksOut.queueMessage(
    { id, organizer_id: message.organizerId, type: message.type, payload, created_at: message.at },
    endpoints.map((endpointId) => ({
      message_id: id,
      endpoint_id: endpointId,
      ordering_key: key,
      created_at: message.at,
      next_attempt_at: message.at,
    })),
  );
  return id;
}
