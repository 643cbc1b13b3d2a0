// @vitest-environment node
import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Store } from "../../store/index.ts";
import { cartBody } from "../../testing/payments.ts";
import { row } from "../../testing/sql.ts";
import { seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { createPendingOrder } from "../orders/create-pending-order.ts";
import { applyReport } from "./apply-report.ts";
import type { CommonGateway } from "./gateway.ts";
import { CartSchema } from "./schemas.ts";

// What a provider reports may arrive in any order (webhooks are retried, the sweep asks again): a retried payment
// can be reported failed for its first try and paid for its second. Run on both stores.

const now = Date.parse("2029-06-01T12:00:00Z");

describe.each(testStores)("applyReport on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));

  const refund = vi.fn(async () => ({ id: "re_never" }));
  const gateway = { refund } as unknown as CommonGateway;
  const deps = () => ({
    store,
    ticketSecret: Buffer.from("test-secret"),
    clock: () => now,
    origin: () => "http://localhost:8080",
  });
  const state = async (id: string) => {
    const order = await row<{ status: string }>(store, "SELECT status FROM orders WHERE id = ?", id);
    const { n } = await row<{ n: number }>(store, "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", id);
    const { sold } = await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = 10101");
    return { status: order.status, tickets: Number(n), sold: Number(sold) };
  };

  it("a paid after a failed reopens the order and pays it once; a failed after the paid changes nothing", async () => {
    const order = await createPendingOrder(store, v.parse(CartSchema, cartBody()), "stripe", now);
    const soldBefore = (await state(order.id)).sold;
    const paid = { state: "paid" as const, amount: { amount: order.final_price_paid, currency: order.currency } };

    expect(
      await applyReport(deps(), gateway, order, { state: "failed", amount: null, message: "Your card was declined." }),
    ).toBe("failed");
    expect(await state(order.id)).toEqual({ status: "failed", tickets: 0, sold: soldBefore });

    expect(await applyReport(deps(), gateway, order, paid)).toBe("paid");
    expect(await state(order.id)).toEqual({ status: "paid", tickets: 2, sold: soldBefore + 2 });

    expect(await applyReport(deps(), gateway, order, { state: "failed", amount: null })).toBe("unchanged");
    expect(await applyReport(deps(), gateway, order, { state: "canceled", amount: null })).toBe("unchanged");
    expect(await applyReport(deps(), gateway, order, paid)).toBe("paid");
    expect(await state(order.id)).toEqual({ status: "paid", tickets: 2, sold: soldBefore + 2 });
    expect(refund).not.toHaveBeenCalled();
  });
});
