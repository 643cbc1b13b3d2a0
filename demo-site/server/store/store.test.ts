// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { sql, type Kysely } from "kysely";
import { createFreeOrder } from "../domain/orders/create-free-order.ts";
import { createPendingOrder } from "../domain/orders/create-pending-order.ts";
import { finaliseOrder } from "../domain/orders/finalise-order.ts";
import { CartSchema } from "../domain/payments/schemas.ts";
import { cartBody } from "../testing/payments.ts";
import { claimKey, completeKey, hashBody } from "../domain/payments/idempotency.ts";
import { reserve } from "../domain/reservations/reservations.ts";
import { seededStore } from "../testing/seeded-store.ts";
import { freeOrderBody } from "../testing/requests.ts";
import { row, rows } from "../testing/sql.ts";
import { testStores } from "../testing/stores.ts";
import type { Store } from "./index.ts";

// The store's contract, run on every implementation: SQLite (a fresh file per test) and PostgreSQL (a fresh schema
// per test, testing/stores.ts). Concurrency here is many transactions in flight in one process (on PostgreSQL, on
// as many pooled connections); the multi-process races are concurrency.test.ts, payments-processes.test.ts and
// postgres-processes.test.ts.

const input = (overrides: Record<string, unknown>) =>
  freeOrderBody(overrides) as unknown as Parameters<typeof createFreeOrder>[1];
const outcomes = async (attempts: Promise<unknown>[]) => {
  const settled = await Promise.allSettled(attempts);
  return {
    ok: settled.filter((s) => s.status === "fulfilled").length,
    codes: settled.flatMap((s) =>
      s.status === "rejected" ? [(s.reason as { code?: string }).code ?? String(s.reason)] : [],
    ),
  };
};

describe.each(testStores)("the store on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));
  const deps = () => ({
    store,
    clock: () => Date.parse("2029-06-01T12:00:00Z"),
    ticketSecret: Buffer.from("test-secret"),
  });

  it("60 buyers for the last 3 tickets: exactly 3 orders, sold = stock", async () => {
    // event 203: 490 of 500 sold; take it to 497 first
    // One test buyer's email for every order: the per-buyer cap (domain/limits) is lifted, the stock is the limit here.
    const noCap = 1_000_000;
    await createFreeOrder(deps(), input({ event_id: 203, ticketQuantities: { "20301": 7 } }), noCap);
    const { ok, codes } = await outcomes(
      Array.from({ length: 60 }, () =>
        createFreeOrder(deps(), input({ event_id: 203, ticketQuantities: { "20301": 1 } }), noCap),
      ),
    );
    expect(ok).toBe(3);
    expect(codes).toEqual(Array(57).fill("ticket_stock_error"));
    expect((await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = 20301")).sold).toBe(500);
  });

  it("12 orders at once by one buyer capped at 3 tickets: exactly 3 orders (the buyer's lock is held before the count reads)", async () => {
    // The buyer's lock and the count of what they had go in one round trip on PostgreSQL (store/queries/pipelined.ts):
    // the lock must be held before the count reads, or parallel orders each see room for themselves.
    const { ok, codes } = await outcomes(
      Array.from({ length: 12 }, () =>
        createFreeOrder(deps(), input({ event_id: 201, ticketQuantities: { "20101": 1 } }), 3),
      ),
    );
    expect(ok).toBe(3);
    expect(codes).toEqual(Array(9).fill("buyer_ticket_limit"));
  });

  it("a free order's rows all land: the order, its line and one issued ticket per admission, numbered", async () => {
    const order = await createFreeOrder(deps(), input({ event_id: 201, ticketQuantities: { "20101": 3 } }));
    const doc = await store.orders.ticketDocument(order.linkToken);
    expect(doc?.order).toMatchObject({ id: order.orderId, event_id: 201, final_price_paid: "0.00" });
    expect(doc?.lines).toEqual([{ ticket_name: expect.any(String), quantity: 3, unit_price: "0.00" }]);
    expect(new Set(doc?.tickets.map((t) => t.code)).size).toBe(3);
    const issued = await rows<{ ticket_id: number; position: number }>(
      store,
      "SELECT ticket_id, position FROM issued_tickets WHERE order_id = ? ORDER BY position",
      order.orderId,
    );
    expect(issued).toEqual([1, 2, 3].map((position) => ({ ticket_id: 20101, position })));
  });

  it("holds and orders for the same last tickets never add up to more than the stock", async () => {
    // event 108: 48 of 50 sold, 2 left; 20 reservations of 1 and 20 free-order attempts of 1 race for them
    const now = Date.parse("2029-06-01T12:00:00Z");
    const holds = Array.from({ length: 20 }, () =>
      reserve(store, { event_id: 108, ticketQuantities: { "10801": 1 } }, now, 15),
    );
    const { ok } = await outcomes(holds);
    expect(ok).toBe(2);
    expect(await store.stock.left(10801, now, null)).toBe(0);
  });

  it("a reservation expiring while its paid order commits: the last 2 tickets go to the order or to the others, never both", async () => {
    // event 108: 2 of 50 left, held by one buyer until `end`. Its payment is confirmed 1 ms before the end while 10
    // other buyers, 1 ms after the end (the first hold no longer counts for them), hold 1 ticket each: whoever locks
    // the ticket row first wins, and the loser counts the winner's tickets.
    const start = Date.parse("2029-06-01T12:00:00Z");
    const hold = await reserve(store, { event_id: 108, ticketQuantities: { "10801": 2 } }, start, 15);
    const end = Number(hold.expires_at);
    const cart = v.parse(
      CartSchema,
      cartBody({ event_id: 108, ticketQuantities: { "10801": 2 }, reservation_id: hold.id, amount: undefined }),
    );
    const order = await createPendingOrder(store, cart, "stripe", start + 1_000);
    const [paid, ...others] = await Promise.allSettled([
      finaliseOrder(deps(), order.id, end - 1),
      ...Array.from({ length: 10 }, () =>
        reserve(store, { event_id: 108, ticketQuantities: { "10801": 1 } }, end + 1, 15),
      ),
    ]);
    const outcome = paid.status === "fulfilled" ? paid.value.outcome : String(paid.reason);
    const held = others.filter((f) => f.status === "fulfilled").length;
    expect([outcome, held]).toEqual(outcome === "paid" ? ["paid", 0] : ["refunded", 2]);
    const { sold } = await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = 10801");
    const { n: issued } = await row<{ n: number }>(
      store,
      "SELECT COUNT(*) AS n FROM issued_tickets WHERE ticket_id = 10801",
    );
    expect([sold, issued]).toEqual(outcome === "paid" ? [50, 2] : [48, 0]);
    expect(await store.stock.left(10801, end + 1, null)).toBe(0);
  });

  it("12 paid orders confirmed at once for the last 2 tickets: 2 paid with their tickets, 10 refunded, never an error", async () => {
    // event 108: 2 of 50 left, no holds. Each confirmation locks the ticket row and reads what is left in one round
    // trip on PostgreSQL (store/queries/pipelined.ts): the lock must be held before the read, or two confirmations see
    // the same last ticket and the second one's take fails under the lock.
    const now = Date.parse("2029-06-01T12:00:00Z");
    const cart = v.parse(CartSchema, cartBody({ event_id: 108, ticketQuantities: { "10801": 1 }, amount: undefined }));
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await createPendingOrder(store, cart, "stripe", now, 1_000));
    const results = await Promise.all(orders.map((o) => finaliseOrder(deps(), o.id, now + 1_000)));
    expect(results.map((r) => r.outcome).sort()).toEqual([...Array(2).fill("paid"), ...Array(10).fill("refunded")]);
    expect(results.filter((r) => r.outcome === "refunded").map((r) => r.order.status_reason)).toEqual(
      Array(10).fill("sold_out"),
    );
    const { sold } = await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = 10801");
    const paid = results
      .filter((r) => r.outcome === "paid")
      .map((r) => r.order.id)
      .sort();
    const issued = await rows<{ order_id: string }>(
      store,
      "SELECT order_id FROM issued_tickets WHERE ticket_id = 10801 ORDER BY order_id",
    );
    expect([sold, issued.map((t) => t.order_id)]).toEqual([50, paid]);
  });

  it("a payment's order is looked up by the provider's id through an index, not by reading every order", async () => {
    // Every confirmation, webhook and reconciliation reads its order this way (orders.findByProviderRef).
    const lookup = "SELECT * FROM orders WHERE provider = 'stripe' AND provider_ref = 'pi_1'";
    const plan = async () => {
      if (store.dialect === "sqlite")
        return (await rows<{ detail: string }>(store, `EXPLAIN QUERY PLAN ${lookup}`)).map((r) => r.detail).join("\n");
      // The seed's few orders would make a scan the cheaper plan; with scans priced out, an index is used if one fits.
      const db = (store as unknown as { kysely: Kysely<any> }).kysely;
      return db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return (await sql<{ "QUERY PLAN": string }>`EXPLAIN ${sql.raw(lookup)}`.execute(trx)).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n");
      });
    };
    expect(await plan()).toMatch(/orders_provider_ref/);
  });

  it("25 uses of one guest-list token: exactly one order", async () => {
    const body = input({
      event_id: 202,
      ticketQuantities: { "20201": 1 },
      guestListToken: "guest-202-unused",
      selectedPaymentMethod: "guest_list",
    });
    const { ok, codes } = await outcomes(Array.from({ length: 25 }, () => createFreeOrder(deps(), body)));
    expect(ok).toBe(1);
    expect(codes).toEqual(Array(24).fill("guest_list_token_used"));
    expect(
      (await row<{ n: number }>(store, "SELECT COUNT(*) AS n FROM orders WHERE guest_list_token = 'guest-202-unused'"))
        .n,
    ).toBe(1);
  });

  it("5 claims of one Idempotency-Key at once: one claims, the others replay its response", async () => {
    const hash = hashBody({ pay: 1 });
    const claims = Array.from({ length: 5 }, () => claimKey(store, "key-1", "route", hash, Date.now));
    const first = await Promise.race(claims);
    expect(first).toEqual({ kind: "claimed" });
    await completeKey(store, "key-1", "route", { status: 200, body: { paid: true } });
    const all = await Promise.all(claims);
    expect(all.filter((c) => c.kind === "claimed")).toHaveLength(1);
    expect(all.filter((c) => c.kind === "replay")).toEqual(
      Array(4).fill({ kind: "replay", response: { status: 200, body: { paid: true } } }),
    );
  });

  it("a transaction that fails on a transient error runs again, a bounded number of times; other errors and the failed runs' writes do not stay", async () => {
    const busy = () =>
      Object.assign(new Error("database is locked"), { code: store.dialect === "sqlite" ? "SQLITE_BUSY" : "40001" });
    let runs = 0;
    const value = await store.transaction(async (tx) => {
      runs++;
      await tx.settings.getOrInsert(`attempt-${runs}`, "written");
      if (runs < 3) throw busy();
      return "done";
    });
    expect([value, runs]).toEqual(["done", 3]);
    expect([
      await store.settings.get("attempt-1"),
      await store.settings.get("attempt-2"),
      await store.settings.get("attempt-3"),
    ]).toEqual([undefined, undefined, "written"]);
    runs = 0;
    await expect(
      store.transaction(
        async () => {
          runs++;
          throw busy();
        },
        { attempts: 4 },
      ),
    ).rejects.toThrow("database is locked");
    expect(runs).toBe(4);
    runs = 0;
    await expect(
      store.transaction(async () => {
        runs++;
        throw new Error("a bug");
      }),
    ).rejects.toThrow("a bug");
    expect(runs).toBe(1);
  });

  it("the data version changes with a committed write and stays put without one", async () => {
    // PostgreSQL's version follows the whole server's writing transactions (postgres/dialect.ts), and other test
    // files write beside this one: two equal readings in a row within a few tries show it stays put without a write.
    let before = await store.dataVersion();
    let equal = false;
    for (let i = 0; i < 5 && !equal; i++) {
      const again = await store.dataVersion();
      equal = again === before;
      before = again;
    }
    expect(equal).toBe(true);
    await store.transaction(async (tx) => tx.stock.take(10101, 1, Date.now(), null));
    expect(await store.dataVersion()).not.toBe(before);
  });
});
