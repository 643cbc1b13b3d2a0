// @vitest-environment node
// The cancel job's runner on both databases, the refund machine replaced by a recorder (`asked`): two processes running at
// once ask for each order's refund once, and a process that dies mid-refund leaves its job to another once its
// lease runs out, which asks again only for the refund that was in flight (with the same key: the same refund).
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../errors.ts";
import { loadServerTranslations } from "../i18n/translations.ts";
import type { RefundRequest, RefundView } from "../refunds/request.ts";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { rows, run } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import type { CancelDeps } from "./deps.ts";
import { CancelRunner } from "./runner.ts";
import { cancelEvent, cancelProgress } from "./start.ts";

/** The refund machine's stand-in: records each request (its idempotency key) and answers as told. */
const asked = vi.fn<(deps: unknown, r: RefundRequest) => Promise<RefundView>>();
const translations = loadServerTranslations(join(import.meta.dirname, "../i18n/locales"));
const ORDERS = 12;

describe.each(testStores)("the cancel job's runner on %s", (_name, kind) => {
  const store = seededStore(kind);
  let now: number;
  let deps: CancelDeps;
  const runners: CancelRunner[] = [];
  const runner = () => {
    const r = new CancelRunner(deps, { leaseMs: 15_000, parallel: 4, requestRefund: asked });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    now = Date.parse("2030-01-01T12:00:00Z");
    deps = { store: store(), clock: () => now, translations } as unknown as CancelDeps;
    for (let i = 0; i < ORDERS; i++)
      await insertPendingOrder(store(), `ord_run_${String(i).padStart(2, "0")}`, `b${i}@x.test`);
    await run(store(), "UPDATE orders SET status = 'paid' WHERE event_id = 101");
    asked.mockReset();
    asked.mockImplementation(async (_deps, r: RefundRequest) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { id: `rf_${r.orderId}` } as RefundView;
    });
    const actor = {
      audit: { kind: "user" as const, id: 1, label: "olga@acme.test" },
      timeline: { kind: "system" as const },
    };
    const { name } = (await store().catalog.event(1, 101))!;
    await cancelEvent(deps, actor, 1, 101, { confirm: name });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  const keys = () => asked.mock.calls.map(([, r]) => r.idempotencyKey);
  const progress = () => cancelProgress(deps, 1, 101);

  it("two processes at once: each order asked once, every buyer told once, the job done", async () => {
    const [a, b] = [runner(), runner()];
    // A pass that meets a passing database error is logged and tried again on the next tick, as in a server.
    for (let i = 0; i < 50 && (await progress()).state !== "done"; i++) {
      await Promise.all([a.tick(), b.tick()]);
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await progress()).state).toBe("done");
    expect(keys()).toHaveLength(ORDERS);
    expect(new Set(keys()).size).toBe(ORDERS);
    expect(keys().every((k) => /^cancel:cjob_[\w-]+:ord_run_\d\d$/.test(k))).toBe(true);
    const notices = await rows(store(), "SELECT order_id FROM mail_outbox WHERE kind = 'event_canceled'");
    expect(notices).toHaveLength(ORDERS);
  });

  it("a process dead mid-refund: another takes the job once the lease runs out, asking again only what was in flight", async () => {
    let call = 0;
    asked.mockImplementation(async (_deps, r: RefundRequest) => {
      // The sixth refund never answers: its process is gone.
      if (++call === 6) return new Promise<RefundView>(() => undefined);
      return { id: `rf_${r.orderId}` } as RefundView;
    });
    const dead = runner();
    void dead.tick();
    await vi.waitFor(() => expect(call).toBe(8));
    await vi.waitFor(async () => expect((await progress()).settled).toBe(7));
    const inFlight = keys()[5];
    const other = runner();
    await other.tick();
    expect(keys()).toHaveLength(8); // the lease still holds: nothing taken over
    now += 16_000;
    await other.tick();
    expect(await progress()).toMatchObject({ state: "done", settled: ORDERS, left: 0 });
    expect(new Set(keys()).size).toBe(ORDERS);
    expect(keys().filter((k) => k === inFlight)).toHaveLength(2);
    expect(keys()).toHaveLength(ORDERS + 1);
    runners.splice(runners.indexOf(dead), 1); // its tick never ends: nothing to stop
  });

  it("a refund refused for a passing reason is asked again later, and shown as failed after five tries", async () => {
    asked.mockImplementation(async (_deps, r: RefundRequest) => {
      if (r.orderId === "ord_run_03") throw new Error("connect ECONNREFUSED");
      return { id: `rf_${r.orderId}` } as RefundView;
    });
    const r = runner();
    await r.tick();
    expect(await progress()).toMatchObject({ state: "running", settled: ORDERS - 1, left: 1 });
    await r.tick(); // too soon: not asked again
    expect(keys().filter((k) => k.endsWith("ord_run_03"))).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      now += 60_000;
      await r.tick();
    }
    expect(keys().filter((k) => k.endsWith("ord_run_03"))).toHaveLength(5);
    expect(await progress()).toMatchObject({
      state: "done",
      failed: [{ orderId: "ord_run_03", error: "connect ECONNREFUSED" }],
    });
  });

  it("an order whose money is already on its way back is skipped, and one the machine refuses is failed", async () => {
    asked.mockImplementation(async (_deps, r: RefundRequest) => {
      if (r.orderId === "ord_run_01") throw new ApiError(409, "nothing_to_refund", "All this order paid is refunded.");
      if (r.orderId === "ord_run_02") throw new ApiError(409, "order_not_refundable", "Order ord_run_02 is pending.");
      return { id: `rf_${r.orderId}` } as RefundView;
    });
    await runner().tick();
    expect(await progress()).toMatchObject({
      state: "done",
      settled: ORDERS - 2,
      skipped: 1,
      failed: [{ orderId: "ord_run_02", error: "Order ord_run_02 is pending." }],
    });
    const told = await rows<{ order_id: string }>(
      store(),
      "SELECT order_id FROM mail_outbox WHERE kind = 'event_canceled'",
    );
    expect(told.map((t) => t.order_id)).not.toContain("ord_run_01");
    expect(told).toHaveLength(ORDERS - 2);
  });
});
