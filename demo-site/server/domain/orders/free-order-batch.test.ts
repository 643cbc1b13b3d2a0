// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Store } from "../../store/index.ts";
import { seededStore } from "../../testing/seeded-store.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { row, rows } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import { reserve } from "../reservations/reservations.ts";
import { createFreeOrder } from "./create-free-order.ts";
import { FreeOrderBatcher } from "./free-order-batch.ts";
import type { FreeOrderInput } from "./free-order-schema.ts";

// The batcher on every store: orders placed at once share transactions, and each still gets exactly the answer it
// would get alone. Stock, the buyer's cap and the checks are what the tests watch.
const noCap = 1_000_000;
const order = (email: string, overrides: Record<string, unknown> = {}) =>
  freeOrderBody({ customer: { ...freeOrderBody().customer, email }, ...overrides }) as unknown as FreeOrderInput;
const settle = async (attempts: Promise<{ orderId: string }>[]) => {
  const settled = await Promise.allSettled(attempts);
  return {
    ids: settled.flatMap((s) => (s.status === "fulfilled" ? [s.value.orderId] : [])),
    codes: settled.flatMap((s) =>
      s.status === "rejected" ? [(s.reason as { code?: string }).code ?? String(s.reason)] : [],
    ),
  };
};
const sold = async (store: Store, ticketId: number) =>
  (await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = ?", ticketId)).sold;

describe.each(testStores)("free orders placed together on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));
  const deps = () => ({
    store,
    clock: () => Date.parse("2029-06-01T12:00:00Z"),
    ticketSecret: Buffer.from("test-secret"),
  });

  it("20 buyers at once: 20 orders in a few transactions, each with its line, its ticket and its mail", async () => {
    const transaction = vi.spyOn(store, "transaction");
    const before = await sold(store, 20101);
    const batcher = new FreeOrderBatcher(deps());
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => batcher.place(order(`buyer${i}@example.com`), noCap)),
    );
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(20);
    // Asked for in the same turn of the event loop: they wait for that turn to end and go in one transaction.
    expect(transaction.mock.calls.length).toBe(1);
    expect(await sold(store, 20101)).toBe(before + 20);
    for (const [i, p] of placed.entries()) {
      const doc = await store.orders.ticketDocument(p.linkToken);
      expect(doc?.order).toMatchObject({ id: p.orderId, email: `buyer${i}@example.com`, final_price_paid: "0.00" });
      expect(doc?.lines).toEqual([{ ticket_name: expect.any(String), quantity: 1, unit_price: "0.00" }]);
      expect(doc?.tickets).toHaveLength(1);
      expect((await store.mailOutbox.forOrder(p.orderId)).map((m) => [m.kind, m.status])).toEqual([
        ["ticket", "queued"],
      ]);
    }
  });

  it("12 buyers at once for the last 3 tickets: 3 orders, 9 told the stock is short, sold = stock", async () => {
    // event 203: 490 of 500 sold; take it to 497 first
    await createFreeOrder(
      deps(),
      order("first@example.com", { event_id: 203, ticketQuantities: { "20301": 7 } }),
      noCap,
    );
    const batcher = new FreeOrderBatcher(deps());
    const { ids, codes } = await settle(
      Array.from({ length: 12 }, (_, i) =>
        batcher.place(order(`b${i}@example.com`, { event_id: 203, ticketQuantities: { "20301": 1 } }), noCap),
      ),
    );
    expect(ids).toHaveLength(3);
    expect(codes).toEqual(Array(9).fill("ticket_stock_error"));
    expect(await sold(store, 20301)).toBe(500);
    expect((await rows(store, "SELECT id FROM issued_tickets WHERE ticket_id = 20301")).length).toBe(10);
  });

  it("one buyer twice in a batch, capped at 1 ticket (whatever the email's case): one order and one buyer_ticket_limit", async () => {
    const batcher = new FreeOrderBatcher(deps());
    const emails = ["a@example.com", "Same@Example.com", "b@example.com", "same@example.com", "c@example.com"];
    const { ids, codes } = await settle(emails.map((email) => batcher.place(order(email), 1)));
    expect(ids).toHaveLength(4);
    expect(codes).toEqual(["buyer_ticket_limit"]);
  });

  it("what buyers had before counts in a batch (read once for all of them, whatever the email's case)", async () => {
    await createFreeOrder(deps(), order("x@example.com", { ticketQuantities: { "20101": 2 } }), 2);
    const batcher = new FreeOrderBatcher(deps());
    const [x, y, z] = await Promise.allSettled([
      batcher.place(order("X@Example.com"), 2),
      batcher.place(order("y@example.com", { ticketQuantities: { "20101": 2 } }), 2),
      batcher.place(order("z@example.com"), 2),
    ]);
    expect(x).toMatchObject({ status: "rejected", reason: { code: "buyer_ticket_limit", extra: { left: 0 } } });
    expect([y.status, z.status]).toEqual(["fulfilled", "fulfilled"]);
  });

  it("an order that fails a check gets its own error; the others of its batch are placed", async () => {
    const batcher = new FreeOrderBatcher(deps());
    const attempts = Array.from({ length: 8 }, (_, i) =>
      batcher.place(order(`c${i}@example.com`, i === 5 ? { ticketQuantities: { "99999": 1 } } : {}), noCap),
    );
    const settled = await Promise.allSettled(attempts);
    expect(settled.map((s) => s.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(((settled[5] as PromiseRejectedResult).reason as { code: string }).code).toBe("unknown_ticket");
  });

  it("tickets held where the batch's read cannot see them: nothing of the batch stays, and each order hears what is left", async () => {
    await createFreeOrder(
      deps(),
      order("first@example.com", { event_id: 203, ticketQuantities: { "20301": 7 } }),
      noCap,
    );
    // 3 left, 2 of them held: the batch's read sees 3 (sold only), its take counts the holds and is refused.
    const now = Date.parse("2029-06-01T12:00:00Z");
    await reserve(store, { event_id: 203, ticketQuantities: { "20301": 2 } }, now, 15);
    const batcher = new FreeOrderBatcher(deps());
    const { ids, codes } = await settle(
      Array.from({ length: 5 }, (_, i) =>
        batcher.place(order(`d${i}@example.com`, { event_id: 203, ticketQuantities: { "20301": 1 } }), noCap),
      ),
    );
    expect(ids).toHaveLength(1);
    expect(codes).toEqual(Array(4).fill("ticket_stock_error"));
    expect(await sold(store, 20301)).toBe(498);
  });

  it("a guest-list order is placed alone, and a second use of its token is refused", async () => {
    const batcher = new FreeOrderBatcher(deps());
    const guest = (email: string) =>
      order(email, {
        event_id: 202,
        ticketQuantities: { "20201": 1 },
        guestListToken: "guest-202-unused",
        selectedPaymentMethod: "guest_list",
      });
    const { ids, codes } = await settle([
      batcher.place(guest("g1@example.com"), noCap),
      batcher.place(guest("g2@example.com"), noCap),
      batcher.place(order("e@example.com"), noCap),
    ]);
    expect(ids).toHaveLength(2);
    expect(codes).toEqual(["guest_list_token_used"]);
  });
});
