// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import type { Store } from "../../store/index.ts";
import { insertPendingOrder, openSeededStore } from "../../testing/seeded-store.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { rows } from "../../testing/sql.ts";
import { createFreeOrder } from "./create-free-order.ts";
import { finaliseOrder } from "./finalise-order.ts";
import { FreeOrderSchema } from "./free-order-schema.ts";
import { moveOrder } from "./move-order.ts";
import { closeOrder, notePending } from "./open-payment.ts";
import { parseBody } from "../../http/validate.ts";

const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const seeded = (path?: string) => openSeededStore(stores, path);

let n = 0;
/** A pending paid order for event 101 (one Standard ticket), as a payment start leaves it. */
async function pendingOrder(store: Store): Promise<string> {
  const id = `ord_test${++n}`;
  await insertPendingOrder(store, id, "ada@example.com");
  return id;
}

const mails = (store: Store, orderId: string) =>
  rows<{ kind: string; status: string }>(
    store,
    "SELECT kind, status FROM mail_outbox WHERE order_id = ? ORDER BY kind",
    orderId,
  );
const deps = (store: Store) => ({ store, clock: () => Date.now(), ticketSecret: Buffer.alloc(32, 7) });

describe("the outbox row is written in the order's own transaction", () => {
  it("a free order queues its ticket mail with it", async () => {
    const store = await seeded();
    const order = await createFreeOrder(deps(store), parseBody(FreeOrderSchema, freeOrderBody()));
    expect(await mails(store, order.orderId)).toEqual([{ kind: "ticket", status: "queued" }]);
  });

  it("rolled back after the move: neither the new status nor the mail is kept", async () => {
    const store = await seeded();
    const id = await pendingOrder(store);
    await expect(
      store.transaction(async (tx) => {
        expect(await moveOrder(tx, id, "paid", ["pending"], null, new Date().toISOString())).toBe(true);
        expect(await tx.mailOutbox.has(id, "ticket")).toBe(true);
        throw new Error("the process died before the commit");
      }),
    ).rejects.toThrow("died");
    expect((await store.orders.find(id))?.status).toBe("pending");
    expect(await mails(store, id)).toEqual([]);
  });

  it("pending → paid: one pending mail however often the provider says so, then one ticket mail however often it is confirmed", async () => {
    const store = await seeded();
    const id = await pendingOrder(store);
    expect(await notePending(store, id)).toBe(true);
    expect(await notePending(store, id)).toBe(false);
    const confirmations = await Promise.all([1, 2, 3].map(() => finaliseOrder(deps(store), id, Date.now())));
    expect(confirmations.filter((c) => c.first)).toHaveLength(1);
    expect(await notePending(store, id)).toBe(false); // paid now: no "still processing" after the tickets
    expect(await mails(store, id)).toEqual([
      { kind: "pending", status: "queued" },
      { kind: "ticket", status: "queued" },
    ]);
  });

  it("failed after pending: the failed mail; failed without a pending mail (the buyer saw it in the checkout): none", async () => {
    const store = await seeded();
    const told = await pendingOrder(store);
    await notePending(store, told);
    expect(await closeOrder(store, told, "failed", "declined")).toBe(true);
    expect(await closeOrder(store, told, "failed", "declined again")).toBe(true); // failed → failed moves, the mail stays one
    expect(await mails(store, told)).toEqual([
      { kind: "failed", status: "queued" },
      { kind: "pending", status: "queued" },
    ]);
    const seen = await pendingOrder(store);
    expect(await closeOrder(store, seen, "failed", "declined")).toBe(true);
    expect(await mails(store, seen)).toEqual([]);
  });
});
