// What an organizer sees of an endpoint's deliveries (each attempt's request, answer and time) and "redeliver": the
// same message (same webhook-id, so a receiver that has it already can tell) queued to the endpoint again.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type AuditActor, type SessionActor } from "../audit/record.ts";
import type { WebhookDeliveryLogRow } from "../../store/index.ts";
import { ownEndpoint } from "./endpoints.ts";

export interface DeliveryView {
  id: number;
  messageId: string;
  type: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  lastError: string | null;
  /** The body as sent. */
  payload: unknown;
  log: {
    at: string;
    durationMs: number;
    request: { url: string; headers: Record<string, string> };
    responseStatus: number | null;
    responseBody: string | null;
    error: string | null;
  }[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function deliveryView(row: WebhookDeliveryLogRow): DeliveryView {
  return {
    id: row.id,
    messageId: row.message_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? iso(row.next_attempt_at) : null,
    createdAt: iso(row.created_at)!,
    deliveredAt: iso(row.delivered_at),
    lastError: row.last_error,
    payload: JSON.parse(row.payload),
    log: row.attempts_log.map((a) => ({
      at: iso(a.at)!,
      durationMs: a.duration_ms,
      request: JSON.parse(a.request) as DeliveryView["log"][number]["request"],
      responseStatus: a.response_status,
      responseBody: a.response_body,
      error: a.error,
    })),
  };
}

const PAGE = 50;

/** Newest first, PAGE at a time; `next` is the cursor of the page after (null at the end). */
export async function listDeliveries(
  deps: Pick<Deps, "store">,
  organizerId: number,
  endpointId: number,
  cursor: string | null,
): Promise<{ items: DeliveryView[]; next: string | null }> {
  await ownEndpoint(deps.store, organizerId, endpointId);
  const before = cursor === null ? null : Number(cursor);
  if (before !== null && (!Number.isSafeInteger(before) || before < 1))
    throw new ApiError(400, "invalid_request", "cursor: the `next` value of the page before.", "cursor");
  const rows = await deps.store.webhooksOut.deliveries(endpointId, before, PAGE + 1);
  const items = rows.slice(0, PAGE).map(deliveryView);
  return { items, next: rows.length > PAGE ? String(items[items.length - 1]!.id) : null };
}

/** Queues the delivery's message to its endpoint again, due now; audited. Returns the new delivery's id. */
export async function redeliver(
  deps: Pick<Deps, "store" | "clock">,
  actor: AuditActor | SessionActor,
  organizerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<{ id: number; messageId: string }> {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    await ownEndpoint(tx, organizerId, endpointId);
    const delivery = await tx.webhooksOut.delivery(endpointId, deliveryId);
    if (!delivery)
      throw new ApiError(404, "delivery_not_found", "No such delivery to this endpoint: check the delivery id.");
    const id = await tx.webhooksOut.redeliver({
      message_id: delivery.message_id,
      endpoint_id: endpointId,
      ordering_key: delivery.ordering_key,
      created_at: now,
      next_attempt_at: now,
    });
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "webhook.redeliver",
      target: `webhook:${endpointId}`,
      after: { delivery: id, message: delivery.message_id },
      at: now,
    });
    return { id, messageId: delivery.message_id };
  });
}
