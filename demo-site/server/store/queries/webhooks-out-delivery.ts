// The webhook sender's queries (migration 0014): which deliveries are due, the lease that lets one sender in any
// process attempt a delivery at a time, and the outcome of an attempt on the delivery and its endpoint.
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { deliveryRow, numOrNull, type DueWebhookDelivery, type NewWebhookAttempt } from "./webhooks-out-rows.ts";

export interface WebhookDeliveryQueries {
  /**
   * Pending deliveries due at `now`, unleased, of enabled endpoints, and not waiting for an earlier pending
   * delivery with the same ordering key to the same endpoint; oldest first.
   */
  due(now: number, limit: number): Promise<DueWebhookDelivery[]>;
  /** Takes the row until `until` if it is still pending, due and unleased (conditional UPDATE); true when taken. */
  lease(id: number, now: number, until: number): Promise<boolean>;
  recordAttempt(attempt: NewWebhookAttempt): Promise<void>;
  delivered(id: number, now: number): Promise<void>;
  /** Another attempt at `nextAttemptAt` (attempts + 1, lease dropped). */
  retry(id: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Gives the delivery up (kept with its error in the log). */
  fail(id: number, error: string): Promise<void>;
  /** The endpoint answered: it is no longer failing. */
  endpointAnswered(endpointId: number): Promise<void>;
  /** The endpoint failed an attempt: failing since then, unless it was already. */
  endpointFailed(endpointId: number, now: number): Promise<void>;
  /** Disables an enabled endpoint; true when this call did (so one notice goes out). */
  disableEndpoint(endpointId: number, now: number, reason: string): Promise<boolean>;
  /**
   * Drops the log of deliveries done (delivered or given up) queued before `before`, with their attempts, and the
   * messages no delivery refers to any more; pending ones stay whatever their age. Returns the deliveries dropped.
   */
  prune(before: number): Promise<number>;
}

export function webhookDeliveryQueries(db: Kysely<Database>): WebhookDeliveryQueries {
  return {
    async due(now, limit) {
      const rows = await db
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_messages as m", "m.id", "d.message_id")
        .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
        .selectAll("d")
        .select([
          "m.type",
          "m.payload",
          "e.url",
          "e.secret",
          "e.previous_secret",
          "e.previous_secret_until",
          "e.failing_since",
          "e.organizer_id",
        ])
        .where("d.status", "=", "pending")
        .where("d.next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("d.lease_until", "is", null), eb("d.lease_until", "<", now)]))
        .where("e.disabled_at", "is", null)
        // In order per order: an earlier delivery of the same key to the same endpoint goes first.
        .where((eb) =>
          eb.or([
            eb("d.ordering_key", "is", null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom("webhook_deliveries as p")
                  .select("p.id")
                  .whereRef("p.endpoint_id", "=", "d.endpoint_id")
                  .whereRef("p.ordering_key", "=", "d.ordering_key")
                  .where("p.status", "=", "pending")
                  .whereRef("p.id", "<", "d.id"),
              ),
            ),
          ]),
        )
        .orderBy("d.id")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...deliveryRow(r),
        previous_secret_until: numOrNull(r.previous_secret_until),
        failing_since: numOrNull(r.failing_since),
        organizer_id: Number(r.organizer_id),
      }));
    },
    async lease(id, now, until) {
      const result = await db
        .updateTable("webhook_deliveries")
        .set({ lease_until: until })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recordAttempt(attempt) {
      await db.insertInto("webhook_attempts").values(attempt).execute();
      await db
        .updateTable("webhook_deliveries")
        .set((eb) => ({ first_attempt_at: eb.fn.coalesce("first_attempt_at", eb.val(attempt.at)) }))
        .where("id", "=", attempt.delivery_id)
        .execute();
    },
    async delivered(id, now) {
      await db
        .updateTable("webhook_deliveries")
        .set((eb) => ({
          status: "delivered",
          delivered_at: now,
          lease_until: null,
          last_error: null,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "=", id)
        .execute();
    },
    async retry(id, nextAttemptAt, error) {
      await db
        .updateTable("webhook_deliveries")
        .set((eb) => ({
          next_attempt_at: nextAttemptAt,
          lease_until: null,
          last_error: error,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    },
    async fail(id, error) {
      await db
        .updateTable("webhook_deliveries")
        .set((eb) => ({ status: "failed", lease_until: null, last_error: error, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .execute();
    },
    async endpointAnswered(endpointId) {
      await db
        .updateTable("webhook_endpoints")
        .set({ failing_since: null })
        .where("id", "=", endpointId)
        .where("failing_since", "is not", null)
        .execute();
    },
    async endpointFailed(endpointId, now) {
      await db
        .updateTable("webhook_endpoints")
        .set({ failing_since: now })
        .where("id", "=", endpointId)
        .where("failing_since", "is", null)
        .execute();
    },
    async disableEndpoint(endpointId, now, reason) {
      const result = await db
        .updateTable("webhook_endpoints")
        .set((eb) => ({ disabled_at: now, disabled_reason: reason, version: eb("version", "+", 1) }))
        .where("id", "=", endpointId)
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async prune(before) {
      const done = (eb: ExpressionBuilder<Database, "webhook_deliveries">) =>
        eb.and([eb("status", "<>", "pending"), eb("created_at", "<", before)]);
      await db
        .deleteFrom("webhook_attempts")
        .where("delivery_id", "in", (eb) => eb.selectFrom("webhook_deliveries").select("id").where(done))
        .execute();
      const dropped = await db.deleteFrom("webhook_deliveries").where(done).executeTakeFirst();
      await db
        .deleteFrom("webhook_messages")
        .where("created_at", "<", before)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("webhook_deliveries as d")
                .select("d.id")
                .whereRef("d.message_id", "=", "webhook_messages.id"),
            ),
          ),
        )
        .execute();
      return Number(dropped.numDeletedRows);
    },
  };
}
