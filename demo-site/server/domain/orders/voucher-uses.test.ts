// @vitest-environment node
// A voucher's maximum uses under concurrency, on both databases: free orders count the use with their reads (a
// conditional UPDATE, rolled back with the order), paid orders when their payment is confirmed.
import { beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createFreeOrder } from "./create-free-order.ts";
import { createPendingOrder } from "./create-pending-order.ts";
import { finaliseOrder } from "./finalise-order.ts";
import { CartSchema } from "../payments/schemas.ts";
import { cartBody } from "../../testing/payments.ts";
import { seededStore } from "../../testing/seeded-store.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { row, run } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";

const now = Date.parse("2029-06-01T12:00:00Z");

describe.each(testStores)("voucher uses on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));
  const deps = () => ({ store, clock: () => now, ticketSecret: Buffer.from("test-secret") });
  const limit = (code: string, maxUses: number) =>
    run(store, "UPDATE vouchers SET max_uses = ? WHERE code = ?", maxUses, code);
  const uses = async (code: string) =>
    Number((await row<{ uses: number }>(store, "SELECT uses FROM vouchers WHERE code = ?", code)).uses);

  it("20 free orders at once with a code good for 3 uses: exactly 3 orders, the rest refused as an unknown code", async () => {
    await limit("FREE100", 3);
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        createFreeOrder(
          deps(),
          freeOrderBody({
            event_id: 101,
            ticketQuantities: { "10101": 1 },
            voucherCode: "free100",
            customer: { ...freeOrderBody().customer, email: `buyer${i}@example.org` },
          }) as never,
        ),
      ),
    );
    const codes = settled.flatMap((s) => (s.status === "rejected" ? [(s.reason as { code: string }).code] : []));
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(3);
    expect(codes).toEqual(Array(17).fill("voucher_invalid"));
    expect(await uses("FREE100")).toBe(3);
  });

  it("a free order refused after its code was counted takes the count back", async () => {
    await limit("FREE100", 1);
    // More than the per-order limit: refused after the reads, in the same transaction that counted the use.
    await expect(
      createFreeOrder(
        deps(),
        freeOrderBody({ event_id: 101, ticketQuantities: { "10101": 11 }, voucherCode: "FREE100" }) as never,
      ),
    ).rejects.toMatchObject({ code: "quantity_over_limit" });
    expect(await uses("FREE100")).toBe(0);
  });

  it("paid orders count at confirmation: the one past the maximum is refunded, not given tickets", async () => {
    await limit("EARLY20", 2);
    const cart = v.parse(
      CartSchema,
      cartBody({ ticketQuantities: { "10101": 1 }, voucherCode: "EARLY20", amount: undefined }),
    );
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await createPendingOrder(store, cart, "stripe", now));
    const results = await Promise.all(orders.map((o) => finaliseOrder(deps(), o.id, now + 1_000)));
    expect(results.map((r) => r.outcome).sort()).toEqual(["paid", "paid", "refunded"]);
    expect(results.find((r) => r.outcome === "refunded")!.order.status_reason).toBe("voucher_used_up");
    expect(await uses("EARLY20")).toBe(2);
    // A code used up is refused at checkout like an unknown one.
    await expect(createPendingOrder(store, cart, "stripe", now)).rejects.toMatchObject({ code: "voucher_invalid" });
  });
});
