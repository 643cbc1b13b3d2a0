// @vitest-environment node
// The event dashboard on both stores: sales per day in the event's time zone (an order at 00:30 in Berlin counts
// on the next day there), revenue after the platform's fees and refunds, tickets left per type, refunds by state and
// pending payments, in cents, from what the database holds; and the door may not read it.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import type { Store } from "../../store/index.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

const kysely = (store: Store) => (store as unknown as { kysely: Kysely<any> }).kysely;

function order(id: string, status: string, createdAt: string, price: string, quantity: number) {
  const before = (Number(price) * quantity).toFixed(2);
  return {
    order: {
      id,
      event_id: 101,
      link_token: `lt-${id}`,
      status,
      payment_method: "card",
      first_name: "A",
      last_name: "B",
      email: `${id}@example.org`,
      street: "S",
      post_code: "1",
      city: "C",
      country: "Germany",
      currency: "EUR",
      price_before_discount: before,
      discount_amount: "0.00",
      // 5 % platform fee on top.
      final_price_paid: (Number(before) * 1.05).toFixed(2),
      created_at: createdAt,
    },
    line: { order_id: id, ticket_id: 10101, ticket_name: "Standard", unit_price: price, quantity },
  };
}

function refund(id: string, orderId: string, state: string, amount: string) {
  return {
    id,
    idempotency_key: `key-${id}`,
    organizer_id: 1,
    event_id: 101,
    order_id: orderId,
    state,
    amount,
    currency: "EUR",
    provider: "stripe",
    ticket_ids: "[]",
    return_to_sale: 1,
    actor: '{"kind":"system"}',
    created_at: 0,
    updated_at: 0,
  };
}

describe.each(testStores)("the event dashboard on %s", (_name, kind) => {
  let server: RunningServer;
  const get = async (headers: Record<string, string>) =>
    fetch(`${server.origin}/api/manage/organizers/1/events/101/dashboard`, { headers });

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0" });
    const made = [
      order("dash-a", "paid", "2026-06-01T21:30:00.000Z", "25.00", 2),
      order("dash-b", "paid", "2026-06-01T22:30:00.000Z", "25.00", 1),
      order("dash-c", "pending", "2026-06-02T08:00:00.000Z", "25.00", 1),
      order("dash-d", "failed", "2026-06-02T09:00:00.000Z", "25.00", 4),
    ];
    const db = kysely(server.store);
    await db
      .insertInto("orders")
      .values(made.map((m) => m.order))
      .execute();
    await db
      .insertInto("order_lines")
      .values(made.map((m) => m.line))
      .execute();
    await db
      .insertInto("refunds")
      .values([
        refund("rf_1", "dash-b", "succeeded", "26.25"),
        refund("rf_2", "dash-a", "pending", "10.00"),
        refund("rf_3", "dash-a", "failed", "5.00"),
      ])
      .execute();
  }, 60_000);
  afterAll(() => server.close());

  it("shows sales per Berlin day, revenue after fees and refunds, stock left, refunds and pending payments", async () => {
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const res = await get(owner.headers);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body.currency).toBe("EUR");
    expect(body.salesPerDay).toEqual([
      { day: "2026-06-01", tickets: 2, gross: 5250, afterFees: 5000 },
      { day: "2026-06-02", tickets: 1, gross: 2625, afterFees: 2500 },
    ]);
    expect(body.revenue).toEqual({ gross: 7875, fees: 375, afterFees: 7500, refunded: 2625, net: 4875 });
    expect(body.refunds).toMatchObject({ count: 3, amount: 2625, open: 1, failed: 1 });
    expect(body.pending).toEqual({ count: 1, amount: 2625 });
    const stock = await rows<{ id: number; left: number }>(
      server.store,
      "SELECT id, stock_limit - sold AS left FROM tickets WHERE event_id = ? ORDER BY sort_order, id",
      101,
    );
    expect(body.ticketTypes.map((t: { id: number; left: number }) => [t.id, t.left])).toEqual(
      stock.map((t) => [Number(t.id), Number(t.left)]),
    );
  });

  it("is not the door's", async () => {
    const door = await manageSession(server.store, { organizerId: 1, role: "door" });
    expect((await get(door.headers)).status).toBe(403);
  });
});
