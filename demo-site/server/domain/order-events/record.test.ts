// @vitest-environment node
import { describe, expect, it } from "vitest";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { rows } from "../../testing/sql.ts";
import { recordOrderEvent } from "./record.ts";

describe.each(testStores)("an order's timeline on %s", (_name, kind) => {
  const store = seededStore(kind);

  it("keeps each change with its actor, oldest first, scoped to the order's organizer and event", async () => {
    await insertPendingOrder(store(), "ord_t1", "ada@example.com");
    await store().transaction(async (tx) => {
      // Issued together with the order's own write, as the order paths do: the row must still find the order.
      await insertPendingOrder(tx, "ord_t2", "bo@example.com");
      await recordOrderEvent(tx, { orderId: "ord_t2", kind: "created", actor: { kind: "buyer" }, at: 500 });
      await recordOrderEvent(tx, { orderId: "ord_t1", kind: "created", actor: { kind: "buyer" }, at: 1000 });
      await recordOrderEvent(tx, {
        orderId: "ord_t1",
        kind: "paid",
        actor: { kind: "webhook", provider: "stripe", eventId: "evt_123" },
        at: 2000,
      });
    });
    await store().transaction((tx) =>
      recordOrderEvent(tx, {
        orderId: "ord_t1",
        kind: "attendee_changed",
        actor: { kind: "member", userId: 7, label: "ana@example.org" },
        at: 3000,
        data: { before: { email: "ada@example.com" }, after: { email: "new@example.com" } },
      }),
    );
    const events = await store().orderEvents.forOrder("ord_t1");
    expect(
      events.map((e) => [e.kind, e.at, e.actor_kind, e.actor_id, e.actor_label, e.provider, e.provider_event_id]),
    ).toEqual([
      ["created", 1000, "buyer", null, null, null, null],
      ["paid", 2000, "webhook", null, null, "stripe", "evt_123"],
      ["attendee_changed", 3000, "member", "7", "ana@example.org", null, null],
    ]);
    expect(events.every((e) => e.organizer_id === 1 && e.event_id === 101)).toBe(true);
    expect(JSON.parse(events[2]!.data!)).toEqual({
      before: { email: "ada@example.com" },
      after: { email: "new@example.com" },
    });
    expect((await store().orderEvents.forOrder("ord_t2")).map((e) => e.kind)).toEqual(["created"]);
  });

  it("keeps nothing of a change that rolls back, and nothing for an unknown order", async () => {
    await insertPendingOrder(store(), "ord_t3", "ada@example.com");
    await expect(
      store().transaction(async (tx) => {
        await recordOrderEvent(tx, { orderId: "ord_t3", kind: "canceled", actor: { kind: "sweep" }, at: 1 });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await store().transaction((tx) =>
      recordOrderEvent(tx, { orderId: "ord_nope", kind: "created", actor: { kind: "buyer" }, at: 1 }),
    );
    expect(await store().orderEvents.forOrder("ord_t3")).toEqual([]);
    expect(await store().orderEvents.forOrder("ord_nope")).toEqual([]);
  });

  it("queues the webhook a change means, in its transaction: paid, refunded and canceled, nothing for the others", async () => {
    await store().webhooksOut.insertEndpoint({
      organizer_id: 1,
      url: "https://hooks.example.org/in",
      description: "",
      events: JSON.stringify(["order.paid", "order.refunded", "order.canceled"]),
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      created_at: 1,
      disabled_at: null,
    });
    await insertPendingOrder(store(), "ord_w", "ada@example.com");
    const record = (kind: "created" | "paid" | "expired" | "refund_succeeded", data?: Record<string, unknown>) =>
      store().transaction((tx) =>
        recordOrderEvent(tx, { orderId: "ord_w", kind, actor: { kind: "sweep" }, at: 5, data }),
      );
    await record("created");
    await record("paid");
    await record("refund_succeeded", { refundId: "rf_1", amount: "10.00" });
    await record("expired");
    await expect(
      store().transaction(async (tx) => {
        await recordOrderEvent(tx, { orderId: "ord_w", kind: "paid", actor: { kind: "sweep" }, at: 6 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const messages = await rows<{ type: string; payload: string }>(
      store(),
      "SELECT type, payload FROM webhook_messages ORDER BY type",
    );
    expect(messages.map((m) => [m.type, JSON.parse(m.payload).data])).toEqual([
      ["order.canceled", { orderId: "ord_w", eventId: 101, change: "expired" }],
      ["order.paid", { orderId: "ord_w", eventId: 101, change: "paid" }],
      [
        "order.refunded",
        { orderId: "ord_w", eventId: 101, change: "refund_succeeded", refundId: "rf_1", amount: "10.00" },
      ],
    ]);
  });
});
