// @vitest-environment node
// The outbox on both databases: a message exists exactly when the change that queued it committed, with one
// delivery per enabled endpoint of the organizer subscribed to its type.
import { describe, expect, it } from "vitest";
import { seededStore } from "../../testing/seeded-store.ts";
import { rows } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";
import { queueWebhook } from "./queue.ts";

const AT = Date.parse("2029-06-01T12:00:00Z");

async function endpoint(store: Store, organizerId: number, events: string[], disabled = false): Promise<number> {
  return store.webhooksOut.insertEndpoint({
    organizer_id: organizerId,
    url: "https://hooks.example.org/in",
    description: "",
    events: JSON.stringify(events),
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    created_at: AT,
    disabled_at: disabled ? AT : null,
  });
}

describe.each(testStores)("queueWebhook on %s", (_name, kind) => {
  const store = seededStore(kind);

  it("writes the message and a delivery per subscribed endpoint of the organizer (a disabled one's waits), in the change's transaction", async () => {
    const paid = await endpoint(store(), 1, ["order.paid", "order.refunded"]);
    await endpoint(store(), 1, ["event.changed"]);
    const disabled = await endpoint(store(), 1, ["order.paid"], true);
    await endpoint(store(), 2, ["order.paid"]);
    const id = await store().transaction((tx) =>
      queueWebhook(tx, { organizerId: 1, type: "order.paid", data: { orderId: "ord_1", eventId: 101 }, at: AT }),
    );
    expect(id).toMatch(/^msg_/);
    const messages = await rows<{ id: string; payload: string }>(store(), "SELECT id, payload FROM webhook_messages");
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.payload)).toEqual({
      type: "order.paid",
      timestamp: "2029-06-01T12:00:00.000Z",
      data: { orderId: "ord_1", eventId: 101 },
    });
    const deliveries = await rows<{ endpoint_id: number; ordering_key: string; status: string }>(
      store(),
      "SELECT endpoint_id, ordering_key, status FROM webhook_deliveries ORDER BY id",
    );
    expect(deliveries.map((d) => ({ ...d, endpoint_id: Number(d.endpoint_id) }))).toEqual([
      { endpoint_id: paid, ordering_key: "order:ord_1", status: "pending" },
      { endpoint_id: disabled, ordering_key: "order:ord_1", status: "pending" },
    ]);
  });

  it("writes nothing when the change rolls back, or when no endpoint wants the type", async () => {
    await endpoint(store(), 1, ["order.paid"]);
    await expect(
      store().transaction(async (tx) => {
        await queueWebhook(tx, { organizerId: 1, type: "order.paid", data: { orderId: "ord_2" }, at: AT });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const none = await store().transaction((tx) =>
      queueWebhook(tx, { organizerId: 1, type: "order.canceled", data: { orderId: "ord_3" }, at: AT }),
    );
    expect(none).toBeNull();
    expect(await rows(store(), "SELECT id FROM webhook_messages")).toEqual([]);
    expect(await rows(store(), "SELECT id FROM webhook_deliveries")).toEqual([]);
  });
});

describe.each(testStores)("the delivery log's pruning on %s", (_name, kind) => {
  const store = seededStore(kind);

  it("drops finished deliveries older than the cut with their attempts and messages; keeps pending ones", async () => {
    const id = await endpoint(store(), 1, ["order.paid"]);
    const queue = (orderId: string, at: number) =>
      store().transaction((tx) => queueWebhook(tx, { organizerId: 1, type: "order.paid", data: { orderId }, at }));
    const [oldDone, oldPending, recent] = [await queue("o1", AT), await queue("o2", AT), await queue("o3", AT + 10)];
    const deliveries = await store().webhooksOut.deliveries(id, null, 10);
    const byMessage = new Map(deliveries.map((d) => [d.message_id, d.id]));
    for (const message of [oldDone, recent]) {
      const delivery = byMessage.get(message!)!;
      await store().webhooksOut.recordAttempt({
        delivery_id: delivery,
        at: AT,
        duration_ms: 3,
        request: "{}",
        response_status: 204,
        response_body: "",
        error: null,
      });
      await store().webhooksOut.delivered(delivery, AT);
    }
    expect(await store().webhooksOut.prune(AT + 5)).toBe(1);
    const left = await rows<{ id: string }>(store(), "SELECT id FROM webhook_messages ORDER BY id");
    expect(left.map((m) => m.id).sort()).toEqual([oldPending, recent].sort());
    expect(await rows(store(), "SELECT id FROM webhook_attempts")).toHaveLength(1);
  });
});
