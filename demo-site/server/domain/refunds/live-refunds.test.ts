// @vitest-environment node
// Refunds on each provider's official SDK pointed at a local fake of its API (tests/fixtures/provider-apis/), on
// both databases: a full and a partial refund reach succeeded from the provider's webhook alone (never before it), a
// refund the provider fails reaches failed and the attention list, Braintree voids before settlement and refunds
// after it (a partial refund of an unsettled sale waits for the settlement, then the sweep sends it), and the sweep
// moves a refund whose webhook never came.
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { liveDrivers } from "../../testing/live/index.ts";
import type { LiveDriver, Notification } from "../../testing/live/driver.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { row, rows } from "../../testing/sql.ts";
import type { FakeServer } from "../../../../tests/fixtures/provider-apis/fake-server.ts";
import type { FakePaypal } from "../../../../tests/fixtures/provider-apis/paypal.ts";
import type { FakeBraintree } from "../../../../tests/fixtures/provider-apis/braintree.ts";
import { refundSide, type RefundSide } from "../../testing/live/refund-sides.ts";
import { loadServerTranslations } from "../i18n/translations.ts";

describe.each(testStores)("on %s", (_store, kind) =>
  describe.each(liveDrivers())("$provider refunds", (driver: LiveDriver) => {
    let fake: FakeServer;
    let env: Record<string, string>;
    let server: RunningServer;
    let member: ManageSession;
    let side: RefundSide;
    beforeAll(async () => {
      ({ fake, env } = await driver.start());
      side = refundSide(driver.provider, fake);
    });
    afterAll(async () => {
      driver.stop?.();
      await fake.close();
    });
    beforeEach(async () => {
      server = await startServerOn(kind, { DEMO_MODE: "0", PROVIDER_TIMEOUT_MS: "1500", ...env });
      member = await manageSession(server.store, { organizerId: 1, role: "manager" });
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "warn").mockImplementation(() => {});
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await server.close();
    });

    const deliver = async (n: Notification) => {
      const res = await fetch(`${server.origin}/api/webhooks/${driver.provider}`, {
        method: "POST",
        headers: n.headers,
        body: n.body,
      });
      return { status: res.status, body: await res.json() };
    };
    const refund = async (orderId: string, body: Record<string, unknown>) => {
      const res = await fetch(`${server.origin}/api/manage/organizers/1/orders/${orderId}/refunds`, {
        method: "POST",
        headers: member.writeHeaders,
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const stateOf = async (id: string) =>
      (await row<{ state: string }>(server.store, "SELECT state FROM refunds WHERE id = ?", id)).state;
    const orderStatus = async (id: string) =>
      (await row<{ status: string }>(server.store, "SELECT status FROM orders WHERE id = ?", id)).status;
    const attention = async () => {
      const res = await fetch(`${server.origin}/api/manage/organizers/1/refunds?state=failed`, {
        headers: member.headers,
      });
      return ((await res.json()) as { items: { id: string }[] }).items.map((r) => r.id);
    };
    /** Starts a payment of 53.50 EUR for `cart`: the order's id and the provider's payment id. */
    async function begun(cart: Record<string, unknown> | undefined): Promise<{ orderId: string; ref: string }> {
      const answer = await driver.begin(server.origin, { ...cart });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const orderId = String(answer.body.order_id ?? answer.body.internal_order_id);
      const stored = await row<{ provider_ref: string | null }>(
        server.store,
        "SELECT provider_ref FROM orders WHERE id = ?",
        orderId,
      );
      return { orderId, ref: driver.refOf(answer, stored.provider_ref) };
    }
    /** A paid order (53.50 EUR), paid at the provider and told by its notification where it needs one. */
    async function paidOrder(): Promise<{ orderId: string; ref: string }> {
      const { orderId, ref } = await begun(driver.paidCart);
      if ((await orderStatus(orderId)) !== "paid") {
        await driver.buyerPays(ref);
        expect((await deliver(await driver.notification(ref))).status).toBe(200);
      }
      expect(await orderStatus(orderId)).toBe("paid");
      return { orderId, ref };
    }
    /** Settles the sale first where the provider has a settlement (Braintree), so that a refund is a refund. */
    const settled = (ref: string) => {
      if (driver.provider === "braintree") (fake as FakeBraintree).settle(ref);
    };

    it("a full refund is pending until the provider's webhook alone says succeeded; then the order is refunded", async () => {
      const { orderId, ref } = await paidOrder();
      settled(ref);
      const before = side.made().length;
      const asked = await refund(orderId, {});
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      expect(asked.body).toMatchObject({ state: "pending", amount: "53.50", provider: driver.provider });
      const made = side.made().slice(before);
      expect(made).toEqual([{ id: asked.body.providerRefundId, amount: "53.50" }]);
      expect(await orderStatus(orderId)).toBe("paid");
      const n = await side.settle(made[0]!.id, "succeeded");
      expect((await deliver(n)).status).toBe(200);
      expect(await stateOf(asked.body.id)).toBe("succeeded");
      expect(await orderStatus(orderId)).toBe("refunded");
      // On the timeline: the webhook moved it, with the provider's event id.
      const moved = await row<{ actor_kind: string; provider: string; provider_event_id: string | null }>(
        server.store,
        "SELECT actor_kind, provider, provider_event_id FROM order_events WHERE order_id = ? AND kind = 'refund_succeeded'",
        orderId,
      );
      expect(moved).toMatchObject({ actor_kind: "webhook", provider: driver.provider });
      expect(moved.provider_event_id).toBeTruthy();
      // The same notification again changes nothing; the buyer is told once.
      expect((await deliver(n)).body).toMatchObject({ received: true, duplicate: true });
      const notices = await rows(
        server.store,
        "SELECT id FROM mail_outbox WHERE order_id = ? AND kind = 'refund'",
        orderId,
      );
      expect(notices).toHaveLength(1);
    });

    it("a partial refund asks the provider for that amount with the refund's own key and succeeds from the webhook", async () => {
      const { orderId, ref } = await paidOrder();
      settled(ref);
      const before = side.made().length;
      const asked = await refund(orderId, { amount: "20.00" });
      expect(asked.body).toMatchObject({ state: "pending", amount: "20.00" });
      const made = side.made().slice(before);
      expect(made).toEqual([{ id: asked.body.providerRefundId, amount: "20.00" }]);
      const keyed = fake.requests.filter((r) => JSON.stringify(r.headers).includes(`tc-refund-${asked.body.id}`));
      if (driver.provider !== "braintree") expect(keyed.length).toBeGreaterThan(0);
      expect((await deliver(await side.settle(made[0]!.id, "succeeded"))).status).toBe(200);
      expect(await stateOf(asked.body.id)).toBe("succeeded");
      // Partly refunded: still paid, 33.50 left to refund.
      expect(await orderStatus(orderId)).toBe("paid");
      const rest = await refund(orderId, { amount: "33.51" });
      expect(rest.body.error).toMatchObject({ code: "invalid_refund", field: "amount" });
    });

    it("a refund the provider fails reaches failed and the attention list", async () => {
      const { orderId, ref } = await paidOrder();
      settled(ref);
      let asked;
      if (driver.provider === "paypal") {
        // PayPal refuses at the call (the balance cannot cover it).
        (fake as FakePaypal).refundOutcome = "refuse";
        asked = await refund(orderId, { amount: "10.00" });
        (fake as FakePaypal).refundOutcome = "pending";
        expect(asked.body).toMatchObject({ state: "failed", failureMessage: expect.stringContaining("insufficient") });
      } else {
        asked = await refund(orderId, { amount: "10.00" });
        expect(asked.body.state).toBe("pending");
        expect((await deliver(await side.settle(asked.body.providerRefundId, "failed"))).status).toBe(200);
        expect(await stateOf(asked.body.id)).toBe("failed");
      }
      expect(await attention()).toContain(asked.body.id);
      expect(await orderStatus(orderId)).toBe("paid");
    });

    it("the sweep moves a refund whose webhook never came", async () => {
      const { orderId, ref } = await paidOrder();
      settled(ref);
      const asked = await refund(orderId, {});
      await side.settle(asked.body.providerRefundId, "succeeded");
      expect(await stateOf(asked.body.id)).toBe("pending");
      const later = Date.now() + 2 * 60_000;
      server.payments.clock = () => later;
      const summary = await server.payments.reconcileNow({
        ticketSecret: Buffer.from("x"),
        origin: () => server.origin,
        translations: loadServerTranslations(fileURLToPath(new URL("../i18n/locales", import.meta.url))),
      });
      expect(summary).toMatchObject({ refundsMoved: 1 });
      expect(await stateOf(asked.body.id)).toBe("succeeded");
      expect(await orderStatus(orderId)).toBe("refunded");
    });

    it("a late payment's automatic refund that timed out is sent by the sweep on the refund machine, once", async () => {
      const { orderId, ref } = await begun(driver.pendingCart);
      driver.tamper(ref);
      await driver.buyerPays(ref);
      // The provider makes the refund but answers after the server gave up waiting.
      const isRefund = (r: { method: string; path: string }) =>
        r.method !== "GET" && /refund|void/.test(r.path) && !r.path.includes("search");
      fake.delay(isRefund, 3000);
      expect((await deliver(await driver.notification(ref))).body).toMatchObject({ result: "refunded" });
      const owed = await row<{ refund_ref: string | null }>(
        server.store,
        "SELECT refund_ref FROM orders WHERE id = ?",
        orderId,
      );
      expect(owed.refund_ref).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      server.payments.clock = () => Date.now() + 2 * 60_000;
      const summary = await server.payments.reconcileNow({
        ticketSecret: Buffer.from("x"),
        origin: () => server.origin,
      });
      expect(summary).toMatchObject({ refundsRetried: 1 });
      const late = await row<{ state: string; amount: string; provider_refund_id: string; idempotency_key: string }>(
        server.store,
        "SELECT state, amount, provider_refund_id, idempotency_key FROM refunds WHERE order_id = ?",
        orderId,
      );
      expect(late).toMatchObject({ idempotency_key: `late:${orderId}`, amount: "53.50" });
      expect(["submitted", "pending", "succeeded"]).toContain(late.state);
      const kept = await row<{ refund_ref: string }>(
        server.store,
        "SELECT refund_ref FROM orders WHERE id = ?",
        orderId,
      );
      expect(kept.refund_ref).toBe(late.provider_refund_id);
      // One refund at the provider for the payment: the sweep's call was the same refund as the one that timed out.
      const keys = driver.refunds().filter((r) => r.ref === ref);
      if (driver.provider === "braintree")
        expect((fake as FakeBraintree).credits().filter((t) => t.refundedTransactionId === ref)).toHaveLength(1);
      else expect(new Set(keys.map((k) => k.idempotencyKey))).toEqual(new Set([`tc-${orderId}-refund`]));
    }, 20_000);

    if (driver.provider === "braintree")
      it("Braintree voids a sale before settlement; a part of it waits for the settlement, then is refunded", async () => {
        const bt = fake as FakeBraintree;
        const whole = await paidOrder();
        const voided = await refund(whole.orderId, {});
        expect(voided.body).toMatchObject({ state: "succeeded", providerRefundId: `void:${whole.ref}` });
        expect(bt.transactions.get(whole.ref)!.status).toBe("voided");
        expect(await orderStatus(whole.orderId)).toBe("refunded");

        const part = await paidOrder();
        const credits = side.made().length;
        const waiting = await refund(part.orderId, { amount: "20.00" });
        expect(waiting.body).toMatchObject({ state: "requested", failureMessage: expect.stringContaining("settle") });
        expect(side.made().length).toBe(credits);
        bt.settle(part.ref);
        const later = Date.now() + 2 * 60_000;
        server.payments.clock = () => later;
        await server.payments.reconcileNow({ ticketSecret: Buffer.from("x"), origin: () => server.origin });
        const made = side.made().slice(credits);
        expect(made).toEqual([{ id: expect.any(String), amount: "20.00" }]);
        expect(await stateOf(waiting.body.id)).toBe("pending");
        expect((await deliver(await side.settle(made[0]!.id, "succeeded"))).status).toBe(200);
        expect(await stateOf(waiting.body.id)).toBe("succeeded");
        // Asked again (a restarted job), the same key finds the credit made: no second refund.
        server.payments.clock = () => later + 2 * 60_000;
        await server.payments.reconcileNow({ ticketSecret: Buffer.from("x"), origin: () => server.origin });
        expect(side.made().length).toBe(credits + 1);
      });
  }),
);
