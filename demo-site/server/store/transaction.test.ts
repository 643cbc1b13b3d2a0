// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { allOf } from "./all-of.ts";
import { seededStore } from "../testing/seeded-store.ts";
import { row } from "../testing/sql.ts";
import { testStores } from "../testing/stores.ts";
import { StockShortError } from "./errors.ts";
import type { Store } from "./index.ts";

// Queries issued together (queries/pipelined.ts) and a COMMIT sent with the last writes (Tx.commit), on both stores.
// Ticket 10101 has room; ticket 20301 (event 203) has 10 left.

const sold = async (store: Store, id: number) =>
  Number((await row<{ sold: number }>(store, `SELECT sold FROM tickets WHERE id = ${id}`)).sold);

describe.each(testStores)("transactions on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));
  const now = Date.parse("2029-06-01T12:00:00Z");

  it("queries issued together each get their own answer, the same as one at a time", async () => {
    const together = await store.transaction((tx) =>
      allOf([
        tx.events.event(111),
        tx.events.organizerOfEvent(111),
        tx.events.tickets(111),
        tx.buyerLimits.ticketsForBuyer(111, "a@example.com", "2000-01-01"),
      ]),
    );
    const event = await store.events.event(111);
    expect(together).toEqual([
      event,
      await store.events.organizer(event!.organizer_id),
      await store.events.tickets(111),
      0,
    ]);
  });

  it("the last writes sent with commit() are committed", async () => {
    const [before1, before2] = [await sold(store, 10101), await sold(store, 20301)];
    await store.transaction((tx) =>
      allOf([tx.stock.take(10101, 1, now, null), tx.stock.takeOrThrow(20301, 2, now), tx.commit()]),
    );
    expect([await sold(store, 10101), await sold(store, 20301)]).toEqual([before1 + 1, before2 + 2]);
  });

  it("a refused takeOrThrow sent with commit(): StockShortError, nothing of the transaction stays, and the store goes on", async () => {
    const [before1, before2] = [await sold(store, 10101), await sold(store, 20301)];
    const attempt = store.transaction((tx) =>
      allOf([tx.stock.take(10101, 1, now, null), tx.stock.takeOrThrow(20301, 11, now), tx.commit()]),
    );
    await expect(attempt).rejects.toBeInstanceOf(StockShortError);
    await expect(attempt).rejects.toMatchObject({ ticketId: 20301 });
    expect([await sold(store, 10101), await sold(store, 20301)]).toEqual([before1, before2]);
    // The connections are back in the pool outside any transaction: the next transactions commit as usual.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        store.transaction((tx) => allOf([tx.stock.takeOrThrow(20301, 1, now), tx.commit()])),
      ),
    );
    expect(await sold(store, 20301)).toBe(before2 + 6);
  });

  it("a query that fails among queries issued together: its caller gets its error, and the transaction's writes do not stay", async () => {
    const before = await sold(store, 10101);
    const attempt = store.transaction((tx) =>
      allOf([tx.stock.take(10101, 1, now, null), tx.stock.takeOrThrow(999_999, 1, now), tx.events.tickets(111)]),
    );
    await expect(attempt).rejects.toBeInstanceOf(StockShortError);
    expect(await sold(store, 10101)).toBe(before);
  });

  it("a builder query and a pipelined one issued at once as a transaction's first: both inside it, both rolled back", async () => {
    // On PostgreSQL the BEGIN goes with the transaction's first queries (kysely-store.ts): a Kysely builder query issued
    // in that first tick must still run after it, not on its own outside the transaction.
    const before = await sold(store, 10101);
    const attempt = store.transaction(
      async (tx) => {
        await allOf([tx.idempotency.claim("first-tick", "/api/test", "hash", now), tx.stock.take(10101, 1, now, null)]);
        throw new Error("rolled back on purpose");
      },
      { attempts: 1 },
    );
    await expect(attempt).rejects.toThrow("rolled back on purpose");
    expect(await store.idempotency.find("first-tick", "/api/test")).toBeUndefined();
    expect(await sold(store, 10101)).toBe(before);
  });

  it("sets of named locks taken at once in any order: every transaction gets them all, none deadlocks", async () => {
    // 12 transactions, each locking the same 6 names in its own order and holding them a moment, all in flight at
    // once, each run once (a deadlock would fail it). Held one after the other: each sees the count as it left it.
    const names = ["a", "b", "c", "d", "e", "f"];
    const order = (i: number) =>
      [...names].sort((x, y) => ((x.charCodeAt(0) * (i + 7)) % 11) - ((y.charCodeAt(0) * (i + 7)) % 11));
    let holders = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        store.transaction(
          async (tx) => {
            await tx.lockNamed(order(i));
            most = Math.max(most, ++holders);
            await new Promise((resolve) => setTimeout(resolve, 5));
            holders--;
          },
          { attempts: 1 },
        ),
      ),
    );
    expect(most).toBe(1);
  });
});
