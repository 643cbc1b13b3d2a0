// @vitest-environment node
// Cancelling an event is a job that survives its process: 200 paid orders across the four providers, each paid
// through its live adapter (the official SDK) against the local fake of the provider's API, the event canceled,
// the server process killed (SIGKILL: no clean-up) after about half the orders, and started again on the same
// database. What counts is what the providers saw: exactly one refund of each order's payment at the fakes.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle, spawnServer, type ChildServer } from "./testing/child-server.ts";
import { tempDir } from "./testing/in-process.ts";
import type { LiveDriver } from "./testing/live/driver.ts";
import { liveDrivers } from "./testing/live/index.ts";
import { manageSession, type ManageSession } from "./testing/manage-session.ts";
import { freeOrderBody } from "./testing/requests.ts";
import { row, rows } from "./testing/sql.ts";
import type { Store } from "./store/index.ts";
import { openSqliteStore } from "./store/sqlite/open.ts";
import type { FakeRequest, FakeServer } from "../../tests/fixtures/provider-apis/fake-server.ts";
import type { FakeBraintree } from "../../tests/fixtures/provider-apis/braintree.ts";

const PER_PROVIDER = 50;

/** A call that asks a provider for a refund (Braintree: a void before settlement, a refund after). */
const isRefundCall: Record<LiveDriver["provider"], (r: FakeRequest) => boolean> = {
  stripe: (r) => r.method === "POST" && r.path === "/v1/refunds",
  paypal: (r) => r.method === "POST" && r.path.endsWith("/refund"),
  braintree: (r) => /\/transactions\/\w+\/(void|refund)$/.test(r.path),
  mollie: (r) => r.method === "POST" && r.path.endsWith("/refunds"),
};

describe("cancel an event, killed halfway and restarted", () => {
  const drivers = liveDrivers();
  const fakes = new Map<string, FakeServer>();
  let env: Record<string, string> = {};
  let bundle: string;
  let server: ChildServer;
  let store: Store;
  let owner: ManageSession;
  const databasePath = join(tempDir("tc-cancel-"), "store.sqlite");

  beforeAll(async () => {
    for (const driver of drivers) {
      const started = await driver.start();
      fakes.set(driver.provider, started.fake);
      env = { ...env, ...started.env };
    }
    env = { ...env, DEMO_MODE: "0", DATABASE_PATH: databasePath };
    bundle = await bundleServer();
    server = await spawnServer(bundle, env);
    store = await openSqliteStore(databasePath);
    owner = await manageSession(store, { organizerId: 1, role: "owner", email: "olga@acme.test" });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await store.close();
    for (const driver of drivers) driver.stop?.();
    await Promise.all([...fakes.values()].map((f) => f.close()));
    if (bundle) removeBundle(bundle);
  });

  const api = async (method: string, body?: unknown) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/1/events/101/cancel`, {
      method,
      headers: body === undefined ? owner.headers : owner.writeHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  /** One buyer's order of one Standard ticket, paid at `driver`'s fake; Braintree: every other sale settled. */
  async function paidOrder(driver: LiveDriver, i: number) {
    const cart = {
      ...driver.pendingCart,
      ...driver.paidCart,
      ticketQuantities: { "10101": 1 },
      customer: { ...buyer(i), lang: ["de", "fr", "nl", "en"][i % 4] },
    };
    const answer = await driver.begin(server.origin, cart);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const orderId = String(answer.body.order_id ?? answer.body.internal_order_id);
    const providerRef = (
      await row<{ provider_ref: string | null }>(store, "SELECT provider_ref FROM orders WHERE id = ?", orderId)
    ).provider_ref;
    const ref = driver.refOf(answer, providerRef);
    if (!driver.chargesAtBegin || i % 2 === 0) await driver.buyerPays(ref);
    if (!driver.chargesAtBegin) {
      const confirmed = await driver.browserConfirms(server.origin, ref, orderId, answer);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    }
  }

  /** The refunds each payment got at its provider: distinct idempotency keys (the fakes replay a key's first
   *  answer, as the providers do); Braintree has no key: its fake's voided sales and refund transactions. */
  function refundsAtProviders(): Map<string, number> {
    const made = new Map<string, number>();
    const add = (ref: string) => made.set(ref, (made.get(ref) ?? 0) + 1);
    for (const driver of drivers) {
      if (driver.provider === "braintree") {
        for (const t of (fakes.get("braintree") as FakeBraintree).transactions.values()) {
          if (t.status === "voided") add(t.id);
          if (t.type === "credit" && t.refundedTransactionId) add(t.refundedTransactionId);
        }
        continue;
      }
      const keyed = new Set(driver.refunds().map((r) => `${r.ref} ${r.idempotencyKey ?? Math.random()}`));
      for (const k of keyed) add(k.split(" ")[0]!);
    }
    return made;
  }
  const refundRequests = () => drivers.reduce((n, d) => n + d.refunds().length, 0);

  it("refunds each of 200 paid orders exactly once at the providers", async () => {
    const t0 = performance.now();
    for (const driver of drivers) {
      // Mollie's driver reads the return address of the last payment made: its buyers go one after the other.
      const lanes = driver.provider === "mollie" ? 1 : 5;
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (let i = next++; i < PER_PROVIDER; i = next++) await paidOrder(driver, i);
        }),
      );
    }
    const paid = await rows<{ id: string; provider: string; provider_ref: string }>(
      store,
      "SELECT id, provider, provider_ref FROM orders WHERE event_id = 101 AND status = 'paid'",
    );
    expect(paid).toHaveLength(4 * PER_PROVIDER);
    const bought = Math.round(performance.now() - t0);

    const { name } = await row<{ name: string }>(store, "SELECT name FROM events WHERE id = 101");
    const started = await api("POST", { confirm: name });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ paidOrders: 200, state: "running" });
    // About half: from 90 orders settled on, the providers make each refund asked but hold back their answer, so the
    // process dies (SIGKILL, 300 ms after the first is held: the rest of its batch is then in flight too) between a
    // provider's refund and the job's record of it, the hardest place for exactly once.
    let atKill = started.body;
    while (atKill.settled < 90) {
      await new Promise((r) => setTimeout(r, 20));
      atKill = (await api("GET")).body;
      expect(atKill.state).toBe("running");
      expect(atKill.failed, "refunds refused before the kill").toEqual([]);
    }
    let holding = true;
    const held: string[] = [];
    for (const driver of drivers)
      fakes
        .get(driver.provider)!
        .delay((r) => holding && isRefundCall[driver.provider](r) && held.push(driver.provider) > 0, 15_000, 1_000);
    while (held.length === 0) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGKILL");
    await new Promise((r) => server.child.once("exit", r));
    holding = false;
    atKill = await row<{ n: number }>(store, "SELECT COUNT(*) AS n FROM cancel_job_orders WHERE state = 'done'").then(
      (r) => ({ settled: Number(r.n) }),
    );
    const requestsAtKill = refundRequests();
    const madeAtKill = [...refundsAtProviders().values()].reduce((a, b) => a + b, 0);

    const t1 = performance.now();
    server = await spawnServer(bundle, env);
    let progress = (await api("GET")).body;
    while (progress.state !== "done") {
      await new Promise((r) => setTimeout(r, 200));
      progress = (await api("GET")).body;
      expect(performance.now() - t1).toBeLessThan(90_000);
    }
    const resumed = Math.round(performance.now() - t1);

    const made = refundsAtProviders();
    const perOrder = paid.map((o) => made.get(o.provider_ref) ?? 0);
    const byProvider = Object.fromEntries(
      drivers.map((d) => [d.provider, paid.filter((o, i) => o.provider === d.provider && perOrder[i] === 1).length]),
    );
    console.log(
      `cancel crash test: ${paid.length} paid orders bought in ${bought} ms; killed at ${atKill.settled} settled ` +
        `(${madeAtKill} refunds made at the fakes, ${requestsAtKill} refund requests, ${held.length} of them made ` +
        `and not answered: ${held.join(", ")}); restarted, done ${resumed} ms ` +
        `later: ${perOrder.filter((n) => n === 1).length} orders with exactly one refund, ` +
        `${perOrder.filter((n) => n === 0).length} with none, ${perOrder.filter((n) => n > 1).length} with more; ` +
        `per provider ${JSON.stringify(byProvider)}; ${refundRequests()} refund requests in all; ` +
        `refund states then ${JSON.stringify(progress.refunds)}`,
    );
    expect(perOrder.filter((n) => n !== 1)).toEqual([]);
    expect([...made.values()].reduce((a, b) => a + b, 0)).toBe(200);
    expect(progress).toMatchObject({ paidOrders: 200, settled: 200, left: 0, failed: [] });
    expect(progress.refunds.failed ?? 0, "refunds shown as failed").toBe(0);
    // One refund row per order, with the job's key; one notice per buyer.
    const keyed = await rows<{ order_id: string; n: number }>(
      store,
      "SELECT order_id, COUNT(*) AS n FROM refunds WHERE idempotency_key LIKE 'cancel:%' GROUP BY order_id",
    );
    expect(keyed.filter((k) => Number(k.n) === 1)).toHaveLength(200);
    const notices = await row<{ n: number }>(
      store,
      "SELECT COUNT(DISTINCT order_id) AS n FROM mail_outbox WHERE kind = 'event_canceled'",
    );
    expect(Number(notices.n)).toBe(200);
  }, 300_000);
});

function buyer(i: number) {
  const email = `buyer${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return { ...freeOrderBody().customer, firstName: `Buyer${i}`, email };
}
