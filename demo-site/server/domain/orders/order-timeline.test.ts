// @vitest-environment node
import { describe, expect, it } from "vitest";
import { freeOrderBody } from "../../testing/requests.ts";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { parseBody } from "../../http/validate.ts";
import { createFreeOrder } from "./create-free-order.ts";
import { finaliseOrder } from "./finalise-order.ts";
import { FreeOrderBatcher } from "./free-order-batch.ts";
import { FreeOrderSchema, type FreeOrderInput } from "./free-order-schema.ts";
import { closeOrder } from "./open-payment.ts";

// Where an order is made or its status moves, its timeline gets the change, with who reported it, in the same
// transaction: what the back office's order detail shows.
describe.each(testStores)("the order paths write the timeline on %s", (_name, kind) => {
  const store = seededStore(kind);
  const deps = () => ({
    store: store(),
    clock: () => Date.parse("2029-06-01T12:00:00Z"),
    ticketSecret: Buffer.alloc(32, 7),
  });
  const timeline = async (orderId: string) =>
    (await store().orderEvents.forOrder(orderId)).map((e) => [e.kind, e.actor_kind, e.provider_event_id]);

  it("a free order alone and a batch of free orders: created by the buyer, in the order's transaction", async () => {
    const alone = await createFreeOrder(deps(), parseBody(FreeOrderSchema, freeOrderBody()));
    expect(await timeline(alone.orderId)).toEqual([["created", "buyer", null]]);
    const batcher = new FreeOrderBatcher(deps());
    const body = (email: string) =>
      freeOrderBody({ customer: { ...freeOrderBody().customer, email } }) as unknown as FreeOrderInput;
    const placed = await Promise.all(["a", "b", "c"].map((n) => batcher.place(body(`${n}@example.com`), 1000)));
    for (const p of placed) expect(await timeline(p.orderId)).toEqual([["created", "buyer", null]]);
  });

  it("paid once from a webhook however often confirmed; a failure and an expiry say who reported them", async () => {
    await insertPendingOrder(store(), "ord_paid", "ada@example.com");
    const webhook = { kind: "webhook", provider: "stripe", eventId: "evt_1" } as const;
    await Promise.all([1, 2].map(() => finaliseOrder(deps(), "ord_paid", Date.now(), null, webhook)));
    expect(await timeline("ord_paid")).toEqual([["paid", "webhook", "evt_1"]]);

    await insertPendingOrder(store(), "ord_failed", "bo@example.com");
    await closeOrder(store(), "ord_failed", "failed", "card declined", { kind: "buyer" });
    await insertPendingOrder(store(), "ord_expired", "cy@example.com");
    await closeOrder(store(), "ord_expired", "canceled", "expired: never paid", { kind: "sweep" });
    expect(await timeline("ord_failed")).toEqual([["payment_failed", "buyer", null]]);
    expect(await timeline("ord_expired")).toEqual([["expired", "sweep", null]]);
    const [failed] = await store().orderEvents.forOrder("ord_failed");
    expect(JSON.parse(failed!.data!)).toEqual({ reason: "card declined" });
  });
});
