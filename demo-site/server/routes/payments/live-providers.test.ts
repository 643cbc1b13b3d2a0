// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startTestServer } from "../../testing/in-process.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import type { LiveDriver } from "../../testing/live/driver.ts";
import { liveDrivers } from "../../testing/live/index.ts";
import { cartBody, post } from "../../testing/payments.ts";
import { row, rows } from "../../testing/sql.ts";
import type { FakeServer } from "../../../../tests/fixtures/provider-apis/fake-server.ts";

// The live adapters, each on its provider's official Node SDK pointed at a local fake of the provider's REST API
// (tests/fixtures/provider-apis/): the same contract for every provider, through the server's public routes and the
// fake's record of what the SDK sent. Nothing reaches the internet and no real key is needed.

const start = Date.parse("2029-06-01T12:00:00Z");
const minute = 60_000;

describe.each(testStores)("on %s", (_store, kind) =>
  describe.each(liveDrivers())("$provider live adapter", (driver: LiveDriver) => {
    let fake: FakeServer;
    let env: Record<string, string>;
    let server: RunningServer;
    let now: number;
    beforeAll(async () => {
      ({ fake, env } = await driver.start());
    });
    afterAll(async () => {
      driver.stop?.();
      await fake.close();
    });
    beforeEach(async () => {
      server = await startServerOn(kind, { DEMO_MODE: "0", PROVIDER_TIMEOUT_MS: "1500", ...env });
      now = start;
      server.payments.clock = () => now;
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "warn").mockImplementation(() => {});
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await server.close();
    });

    const order = (id: string) =>
      row<{ status: string; status_reason: string | null; provider_ref: string | null; refund_ref: string | null }>(
        server.store,
        "SELECT status, status_reason, provider_ref, refund_ref FROM orders WHERE id = ?",
        id,
      );
    const sold = async (ticket: number) =>
      (await row<{ sold: number }>(server.store, "SELECT sold FROM tickets WHERE id = ?", ticket)).sold;
    const issued = async (orderId: string) =>
      Number(
        (await row<{ n: number }>(server.store, "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", orderId))
          .n,
      );
    const orderCount = async () =>
      Number((await row<{ n: number }>(server.store, "SELECT COUNT(*) AS n FROM orders")).n);
    const deliver = (n: { body: string; headers: Record<string, string> }) =>
      fetch(`${server.origin}/api/webhooks/${driver.provider}`, {
        method: "POST",
        headers: n.headers,
        body: n.body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    /** Starts a payment for `cart` and returns the order id and the provider's payment id. */
    async function begin(cart: Record<string, unknown> = {}) {
      const answer = await driver.begin(server.origin, { ...driver.pendingCart, ...cart });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const orderId = String(answer.body.order_id ?? answer.body.internal_order_id);
      const ref = driver.refOf(answer, (await order(orderId)).provider_ref);
      return { answer, orderId, ref };
    }

    it("sends the order's amount and currency from the database with the order's idempotency key; a browser amount that differs is 400 and charges nothing", async () => {
      const before = driver.charges().length;
      const { orderId } = await begin();
      const sent = driver.charges().slice(before);
      expect(sent).toEqual([
        {
          amount: "53.50",
          currency: "EUR",
          idempotencyKey: driver.provider === "braintree" ? null : `tc-${orderId}-create`,
        },
      ]);
      const orders = await orderCount();
      const tampered = await driver.begin(server.origin, { ...driver.pendingCart, amount: "1.00" });
      expect(tampered.status).toBe(400);
      expect(tampered.body).toMatchObject({ type: "amount_mismatch", field: "amount" });
      expect(driver.charges().length).toBe(before + 1);
      expect(await orderCount()).toBe(orders);
    });

    it("five rapid pay presses with one Idempotency-Key: one order, one charge at the provider, five equal answers", async () => {
      const before = driver.charges().length;
      const orders = await orderCount();
      const cart = { ...cartBody(), ...driver.pendingCart };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => driver.begin(server.origin, cart, "press-once-please")),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
      expect(driver.charges().length).toBe(before + 1);
      expect(await orderCount()).toBe(orders + 1);
    });

    it("finishes the order from the provider's notification alone; the same notification three times changes it once", async () => {
      const before = await sold(10101);
      const { orderId, ref } = await begin();
      await driver.buyerPays(ref);
      const n = await driver.notification(ref);
      const first = await deliver(n);
      expect(first).toMatchObject({ status: 200, body: { received: true, order_id: orderId, result: "paid" } });
      const stamp = (
        await row<{ updated_at: string }>(server.store, "SELECT updated_at FROM orders WHERE id = ?", orderId)
      ).updated_at;
      now += minute;
      for (let i = 0; i < 2; i++)
        expect(await deliver(n)).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
      expect(await order(orderId)).toMatchObject({ status: "paid" });
      expect(
        (await row<{ updated_at: string }>(server.store, "SELECT updated_at FROM orders WHERE id = ?", orderId))
          .updated_at,
      ).toBe(stamp);
      expect(await issued(orderId)).toBe(2);
      expect(await sold(10101)).toBe(before + 2);
      expect(
        await rows(server.store, "SELECT provider, order_id FROM webhook_events WHERE order_id = ?", orderId),
      ).toEqual([{ provider: driver.provider, order_id: orderId }]);
      // The browser's late confirmation answers the same ticket and changes nothing.
      if (!driver.chargesAtBegin) {
        const late = await driver.browserConfirms(server.origin, ref, orderId, first);
        expect(late.status).toBe(200);
        expect(await issued(orderId)).toBe(2);
      }
    });

    it("refuses a forged notification with 400 and changes nothing", async () => {
      const { orderId, ref } = await begin();
      const before = await order(orderId);
      const forged = await deliver(await driver.forged(ref));
      expect(forged.status).toBe(400);
      expect(forged.body.error.code).toBe("webhook_signature_invalid");
      expect(console.warn).toHaveBeenCalledWith(
        expect.stringContaining(`payments: ${driver.provider} webhook refused (400, nothing changed)`),
      );
      expect(await order(orderId)).toEqual(before);
      expect(await issued(orderId)).toBe(0);
      expect(await rows(server.store, "SELECT event_id FROM webhook_events WHERE order_id = ?", orderId)).toEqual([]);
    });

    it("a provider timeout leaves the order pending (504, no ticket); the reconciliation sweep settles it later", async () => {
      let orderId: string;
      if (driver.chargesAtBegin) {
        fake.delay((r) => driver.isConfirmCall(r), 4000);
        const answer = await driver.begin(server.origin, { ...driver.pendingCart, ...driver.paidCart });
        expect(answer.status).toBe(504);
        expect(answer.body.type).toBe("provider_timeout");
        // Each test has a fresh database: the sale that timed out made its one order.
        const made = await rows<{ id: string }>(server.store, "SELECT id FROM orders");
        expect(made).toHaveLength(1);
        orderId = made[0]!.id;
      } else {
        const begun = await begin();
        orderId = begun.orderId;
        await driver.buyerPays(begun.ref);
        fake.delay((r) => driver.isConfirmCall(r), 4000);
        const answer = await driver.browserConfirms(server.origin, begun.ref, orderId, begun.answer);
        expect(answer.status).toBe(504);
        expect(answer.body.type).toBe("provider_timeout");
      }
      expect(await order(orderId)).toMatchObject({ status: "pending" });
      expect(await issued(orderId)).toBe(0);
      // Too early for the sweep: it leaves a fresh order alone.
      expect(
        await server.payments.reconcileNow({ ticketSecret: Buffer.from("x"), origin: () => server.origin }),
      ).toMatchObject({ checked: 0 });
      now += 25 * minute;
      await new Promise((resolve) => setTimeout(resolve, 4000)); // the delayed answer has gone by
      const summary = await server.payments.reconcileNow({
        ticketSecret: Buffer.from("x"),
        origin: () => server.origin,
      });
      expect(summary).toMatchObject({ checked: 1, paid: 1 });
      expect(await order(orderId)).toMatchObject({ status: "paid" });
      expect(await issued(orderId)).toBe(2);
    }, 20_000);

    it("checks the amount the provider reports: a payment that is not the order's amount issues no ticket and is refunded", async () => {
      const { orderId, ref } = await begin();
      driver.tamper(ref);
      await driver.buyerPays(ref);
      expect((await deliver(await driver.notification(ref))).body).toMatchObject({
        received: true,
        order_id: orderId,
        result: "refunded",
      });
      expect(await order(orderId)).toMatchObject({
        status: "refunded",
        status_reason: "amount_mismatch",
        refund_ref: expect.any(String),
      });
      expect(await issued(orderId)).toBe(0);
      expect(driver.refunds()).toContainEqual({
        ref,
        idempotencyKey: driver.provider === "braintree" ? null : `tc-${orderId}-refund`,
      });
    });

    it.runIf(driver.wrongKeys)(
      "keys the provider refuses (wrong, or of the other environment) stop the start with one line naming them",
      async () => {
        vi.spyOn(console, "error").mockImplementation(() => {});
        const refused = await startTestServer({ DEMO_MODE: "0", ...env, ...driver.wrongKeys }).then(
          (s) => s.close().then(() => "started"),
          (err: Error) => err.message,
        );
        expect(refused).toMatch(
          /^(PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET|BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY) were refused by (paypal|braintree)'s sandbox API: wrong keys, or keys of the other environment \(PAYMENTS_ENV is test\)\.$/,
        );
        expect(refused).toContain(driver.provider);
      },
    );

    it("a success after the hold expired with the tickets gone is refunded through the adapter, the refund id kept on the order", async () => {
      // event 108: 2 tickets left. This buyer holds them, starts paying, and the hold runs out.
      const held = await post(server.origin, "/api/reservations", { event_id: 108, ticketQuantities: { "10801": 2 } });
      const cart = { event_id: 108, ticketQuantities: { "10801": 2 }, reservation_id: held.body.reservation_id };
      // (Braintree: a sale that settles later, e.g. PayPal through Braintree.)
      const { orderId, ref } = await begin(cart);
      now += 15 * minute;
      expect(
        (await post(server.origin, "/api/reservations", { event_id: 108, ticketQuantities: { "10801": 2 } })).status,
      ).toBe(201);
      await driver.buyerPays(ref);
      expect((await deliver(await driver.notification(ref))).body).toMatchObject({
        received: true,
        result: "refunded",
      });
      const after = await order(orderId);
      expect(after).toMatchObject({
        status: "refunded",
        status_reason: "reservation_expired",
        refund_ref: expect.any(String),
      });
      expect(driver.refunds()).toContainEqual({
        ref,
        idempotencyKey: driver.provider === "braintree" ? null : `tc-${orderId}-refund`,
      });
      expect(await issued(orderId)).toBe(0);
    });
  }),
);
