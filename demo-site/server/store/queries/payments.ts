import type { Kysely } from "kysely";
import type { PaymentQueries } from "../index.ts";
import type { Database } from "../schema.ts";

// Reasons finaliseOrder gives an order it refunds because the tickets were gone or the amount was wrong.
const refundReasons = ["reservation_expired", "sold_out", "voucher_used_up", "amount_mismatch"];

export function paymentQueries(db: Kysely<Database>): PaymentQueries {
  return {
    async eventSeen(provider, eventId) {
      const row = await db
        .selectFrom("webhook_events")
        .select("event_id")
        .where("provider", "=", provider)
        .where("event_id", "=", eventId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async recordEvent(provider, eventId, type, orderId, now) {
      const inserted = await db
        .insertInto("webhook_events")
        .values({ provider, event_id: eventId, type, order_id: orderId, received_at: now })
        .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
        .returning("event_id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    pendingBefore: (before, limit) =>
      db
        .selectFrom("orders")
        .selectAll()
        .where("status", "=", "pending")
        .where("provider", "is not", null)
        .where("created_at", "<", before)
        .orderBy("created_at")
        .limit(limit)
        .execute(),
    refundsOwed: (limit) =>
      db
        .selectFrom("orders")
        .selectAll()
        .where("status", "=", "refunded")
        .where("refund_ref", "is", null)
        .where("provider_ref", "is not", null)
        .where("status_reason", "in", refundReasons)
        .orderBy("updated_at")
        .limit(limit)
        .execute(),
    async setRefundRef(orderId, refundRef, at) {
      const result = await db
        .updateTable("orders")
        .set({ refund_ref: refundRef, updated_at: at })
        .where("id", "=", orderId)
        .where("refund_ref", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
