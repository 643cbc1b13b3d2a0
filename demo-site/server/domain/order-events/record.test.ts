// @vitest-environment node
import { describe, expect, it } from "vitest";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
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
});
