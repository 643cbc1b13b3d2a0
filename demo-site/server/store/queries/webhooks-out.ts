// The queries of outgoing webhooks (migration 0014): endpoints, the outbox written in a change's transaction, the
// sender's leases and the delivery log. The sender's side is in webhooks-out-delivery.ts.
import type { Insertable, Kysely, Updateable } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { WebhookEndpointsTable } from "../schema-webhooks-out.ts";
import { pipelined } from "./pipelined.ts";
import { webhookDeliveryQueries, type WebhookDeliveryQueries } from "./webhooks-out-delivery.ts";
import {
  attemptRow,
  deliveryRow,
  endpointRow,
  num,
  type NewWebhookDelivery,
  type NewWebhookMessage,
  type WebhookDeliveryLogRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from "./webhooks-out-rows.ts";

export type * from "./webhooks-out-rows.ts";
export type { WebhookDeliveryQueries } from "./webhooks-out-delivery.ts";

export interface WebhooksOutQueries extends WebhookDeliveryQueries {
  /**
   * The organizer's endpoints subscribed to `type` (the outbox writes a delivery for each); a disabled one's wait
   * until it is enabled again, so nothing is lost while it is down.
   */
  subscribedEndpoints(organizerId: number, type: string): Promise<number[]>;
  /**
   * subscribedEndpoints of the organizer of order `orderId`'s event, issued with the statements beside it
   * (pipelined.ts): a paid order's confirmation reads them with its other reads (domain/orders/finalise-order.ts).
   */
  subscribedEndpointsOfOrder(orderId: string, type: string): Promise<number[]>;
  /** The message and one delivery per endpoint, in the caller's transaction. */
  queueMessage(message: NewWebhookMessage, deliveries: readonly NewWebhookDelivery[]): Promise<void>;
  endpoints(organizerId: number): Promise<WebhookEndpointRow[]>;
  /** undefined when it is not the organizer's. */
  endpoint(organizerId: number, id: number): Promise<WebhookEndpointRow | undefined>;
  insertEndpoint(row: Insertable<WebhookEndpointsTable>): Promise<number>;
  /** Conditional on the organizer; bumps the version. False when there is no such endpoint. */
  updateEndpoint(organizerId: number, id: number, patch: Updateable<WebhookEndpointsTable>): Promise<boolean>;
  deleteEndpoint(organizerId: number, id: number): Promise<boolean>;
  /** Pending deliveries and how many failed, per endpoint of the organizer. */
  endpointHealth(organizerId: number): Promise<Map<number, { pending: number; failed: number }>>;
  /** The endpoint's deliveries, newest first, with an id below `before`; each with its attempts. */
  deliveries(endpointId: number, before: number | null, limit: number): Promise<WebhookDeliveryLogRow[]>;
  delivery(endpointId: number, id: number): Promise<WebhookDeliveryRow | undefined>;
  /** A new delivery of the same message to the same endpoint (its webhook-id stays); returns its id. */
  redeliver(delivery: NewWebhookDelivery): Promise<number>;
  /**
   * An enabled-again endpoint's pending deliveries are due at once, each with a fresh schedule (attempts from 0;
   * the log keeps the earlier ones).
   */
  resume(endpointId: number, now: number): Promise<void>;
  /** The organizer's owners' emails (the "webhook_disabled" notice goes to them). */
  ownerEmails(organizerId: number): Promise<string[]>;
}

/** The endpoints among `rows` subscribed to `type`. */
const subscribed = (rows: readonly { id: unknown; events: string }[], type: string) =>
  rows.filter((r) => (JSON.parse(r.events) as string[]).includes(type)).map((r) => num(r.id));

const pendingRow = (d: NewWebhookDelivery) => ({
  ...d,
  status: "pending" as const,
  attempts: 0,
  lease_until: null,
  last_error: null,
  first_attempt_at: null,
  delivered_at: null,
});

export function webhooksOutQueries(db: Kysely<Database>, _dialect: StoreDialect): WebhooksOutQueries {
  return {
    async subscribedEndpoints(organizerId, type) {
      const rows = await db
        .selectFrom("webhook_endpoints")
        .select(["id", "events"])
        .where("organizer_id", "=", organizerId)
        .orderBy("id")
        .execute();
      return subscribed(rows, type);
    },
    async subscribedEndpointsOfOrder(orderId, type) {
      const query = db
        .selectFrom("webhook_endpoints as w")
        .innerJoin("events as e", "e.organizer_id", "w.organizer_id")
        .innerJoin("orders as o", "o.event_id", "e.id")
        .select(["w.id", "w.events"])
        .where("o.id", "=", orderId)
        .orderBy("w.id");
      return subscribed((await pipelined<{ id: unknown; events: string }>(db, query.compile())).rows, type);
    },
    async queueMessage(message, deliveries) {
      await db.insertInto("webhook_messages").values(message).execute();
      if (deliveries.length > 0) await db.insertInto("webhook_deliveries").values(deliveries.map(pendingRow)).execute();
    },
    endpoints: async (organizerId) =>
      (
        await db
          .selectFrom("webhook_endpoints")
          .selectAll()
          .where("organizer_id", "=", organizerId)
          .orderBy("id")
          .execute()
      ).map(endpointRow),
    async endpoint(organizerId, id) {
      const row = await db
        .selectFrom("webhook_endpoints")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && endpointRow(row);
    },
    async insertEndpoint(row) {
      const { id } = await db.insertInto("webhook_endpoints").values(row).returning("id").executeTakeFirstOrThrow();
      return num(id);
    },
    async updateEndpoint(organizerId, id, patch) {
      const result = await db
        .updateTable("webhook_endpoints")
        .set((eb) => ({ ...patch, version: eb("version", "+", 1) }))
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async deleteEndpoint(organizerId, id) {
      const result = await db
        .deleteFrom("webhook_endpoints")
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async endpointHealth(organizerId) {
      const rows = await db
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
        .select(["d.endpoint_id", "d.status", (eb) => eb.fn.countAll().as("n")])
        .where("e.organizer_id", "=", organizerId)
        .where("d.status", "in", ["pending", "failed"])
        .groupBy(["d.endpoint_id", "d.status"])
        .execute();
      const health = new Map<number, { pending: number; failed: number }>();
      for (const r of rows) {
        const h = health.get(num(r.endpoint_id)) ?? { pending: 0, failed: 0 };
        h[r.status === "pending" ? "pending" : "failed"] = num(r.n);
        health.set(num(r.endpoint_id), h);
      }
      return health;
    },
    async deliveries(endpointId, before, limit) {
      let query = db
        .selectFrom("webhook_deliveries as d")
        .innerJoin("webhook_messages as m", "m.id", "d.message_id")
        .selectAll("d")
        .select(["m.type", "m.payload"])
        .where("d.endpoint_id", "=", endpointId);
      if (before !== null) query = query.where("d.id", "<", before);
      const rows = (await query.orderBy("d.id", "desc").limit(limit).execute()).map(deliveryRow);
      if (rows.length === 0) return [];
      const attempts = (
        await db
          .selectFrom("webhook_attempts")
          .selectAll()
          .where(
            "delivery_id",
            "in",
            rows.map((r) => r.id),
          )
          .orderBy("id", "desc")
          .execute()
      ).map(attemptRow);
      return rows.map((r) => ({ ...r, attempts_log: attempts.filter((a) => a.delivery_id === r.id) }));
    },
    async delivery(endpointId, id) {
      const row = await db
        .selectFrom("webhook_deliveries")
        .selectAll()
        .where("endpoint_id", "=", endpointId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && deliveryRow(row);
    },
    async redeliver(delivery) {
      const { id } = await db
        .insertInto("webhook_deliveries")
        .values(pendingRow(delivery))
        .returning("id")
        .executeTakeFirstOrThrow();
      return num(id);
    },
    async resume(endpointId, now) {
      await db
        .updateTable("webhook_deliveries")
        .set({ next_attempt_at: now, attempts: 0, first_attempt_at: null, lease_until: null })
        .where("endpoint_id", "=", endpointId)
        .where("status", "=", "pending")
        .execute();
    },
    async ownerEmails(organizerId) {
      const rows = await db
        .selectFrom("memberships as m")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select("u.email")
        .where("m.organizer_id", "=", organizerId)
        .where("m.role", "=", "owner")
        .orderBy("u.id")
        .execute();
      return rows.map((r) => r.email);
    },
    ...webhookDeliveryQueries(db),
  };
}
