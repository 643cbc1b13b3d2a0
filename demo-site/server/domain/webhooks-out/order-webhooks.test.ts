// @vitest-environment node
// From an order's change to the organizer's receiver: a payment confirmed twice at once is one order.paid, an
// expired hold is one order.canceled, each delivered once and verified with `standardwebhooks`.
import { afterEach, describe, expect, it } from "vitest";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { finaliseOrder } from "../orders/finalise-order.ts";
import { closeOrder } from "../orders/open-payment.ts";
import { WebhookSender } from "./sender.ts";
import { newSecret } from "./signature.ts";
import { startTestReceiver, type TestReceiver } from "./test-receiver.ts";

describe.each(testStores)("order webhooks on %s", (_name, kind) => {
  const store = seededStore(kind);
  let receiver: TestReceiver | undefined;
  afterEach(() => receiver?.close());

  it("a paid and an expired order reach the endpoint once each, signed", async () => {
    const secret = newSecret();
    receiver = await startTestReceiver(secret);
    await store().webhooksOut.insertEndpoint({
      organizer_id: 1,
      url: receiver.url,
      description: "",
      events: JSON.stringify(["order.paid", "order.canceled"]),
      secret,
      created_at: Date.now(),
    });
    const deps = { store: store(), clock: () => Date.now(), ticketSecret: Buffer.alloc(32, 7) };
    await insertPendingOrder(store(), "ord_paid", "ada@example.com");
    const webhook = { kind: "webhook", provider: "stripe", eventId: "evt_1" } as const;
    await Promise.all([1, 2].map(() => finaliseOrder(deps, "ord_paid", Date.now(), null, webhook)));
    await insertPendingOrder(store(), "ord_gone", "bo@example.com");
    await closeOrder(store(), "ord_gone", "canceled", "expired: never paid", { kind: "sweep" });
    const sender = new WebhookSender({
      store: store(),
      clock: () => Date.now(),
      origin: () => "http://localhost",
      allowPrivateAddresses: true,
      log: () => undefined,
    });
    await sender.drain();
    expect(receiver.rejected).toEqual([]);
    // Two orders: no order between them (each order's own messages keep theirs).
    const got = receiver.received.map((r) => [r.type, r.data.orderId, r.data.eventId]);
    expect(got.sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      ["order.canceled", "ord_gone", 101],
      ["order.paid", "ord_paid", 101],
    ]);
    await sender.drain();
    expect(receiver.received).toHaveLength(2);
  });
});
