// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { cartBody, demoEnv, get, post } from "../../testing/payments.ts";
import { row } from "../../testing/sql.ts";

describe.each(testStores)("Braintree sandbox routes on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
  });
  afterAll(() => server.close());

  const sold = async (id: number) =>
    (await row<{ sold: number }>(server.store, "SELECT sold FROM tickets WHERE id = ?", id)).sold;
  const pay = (nonce: string, overrides: Record<string, unknown> = {}) =>
    post(server.origin, "/api/braintree/process-payment", {
      ...cartBody({ event_id: 107, ticketQuantities: { "10701": 1 }, selectedPaymentMethod: "card" }),
      payment_method_nonce: nonce,
      deviceData: '{"correlation_id":"abc"}',
      intent_id: null,
      payment_id: null,
      ...overrides,
    });

  describe("Braintree (sandbox)", () => {
    it("GET /api/braintree/token: a real-format client token whose configUrl is Braintree's sandbox client API (braintree-web accepts only its domains)", async () => {
      const res = await get(server.origin, "/api/braintree/token");
      expect(res.status).toBe(200);
      const decoded = JSON.parse(Buffer.from(res.body.token, "base64").toString("utf8"));
      expect(decoded).toMatchObject({
        version: 2,
        environment: "sandbox",
        authorizationFingerprint: expect.stringMatching(/merchant_id=[^&]+/),
      });
      const merchantId = /merchant_id=([^&]+)/.exec(decoded.authorizationFingerprint)![1];
      expect(decoded.configUrl).toBe(
        `https://api.sandbox.braintreegateway.com/merchants/${merchantId}/client_api/v1/configuration`,
      );
      // Not answered here: the browser test routes that host to the fake gateway (tests/e2e/pay-braintree.spec.ts).
    });

    it("fake-valid-nonce (and tokencc_ nonces) pay: a ticket and the stock taken", async () => {
      const before = await sold(10701);
      const res = await pay("fake-valid-nonce");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "paid",
        verified: true,
        ticket: expect.stringContaining("/api/tickets/"),
      });
      expect((await pay("tokencc_bf_abc123")).body.status).toBe("paid");
      expect(await sold(10701)).toBe(before + 2);
    });

    it("the declined test nonce is 402 payment_failed with the processor's message; process-order-update pays it with a new nonce", async () => {
      const before = await sold(10701);
      const res = await pay("fake-processor-declined-visa-nonce");
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ type: "payment_failed", message: "Do Not Honor" });
      expect(await sold(10701)).toBe(before);
      const orderId = (
        await row<{ id: string }>(
          server.store,
          "SELECT id FROM orders WHERE provider = 'braintree' AND status = 'failed' ORDER BY created_at DESC LIMIT 1",
        )
      ).id;
      const update = await post(server.origin, "/api/braintree/process-order-update", {
        payment_id: orderId,
        nonce: "fake-valid-nonce",
        isBrainTree: true,
        amount: "1.00",
      });
      expect(update.body).toMatchObject({ status: "paid", order_id: orderId });
      expect(await sold(10701)).toBe(before + 1);
    });

    it("driven outcomes: pending (no ticket), fail (402), timeout (504), token failure (502)", async () => {
      await post(server.origin, "/sandbox/control", { target: "braintree.process-payment", outcome: "pending" });
      expect((await pay("fake-valid-nonce")).body).toMatchObject({ status: "pending", verified: true });
      await post(server.origin, "/sandbox/control", { target: "braintree.process-payment", outcome: "fail" });
      expect((await pay("fake-valid-nonce")).status).toBe(402);
      await post(server.origin, "/sandbox/control", { target: "braintree.process-payment", outcome: "timeout" });
      const timedOut = await pay("fake-valid-nonce");
      expect(timedOut.status).toBe(504);
      expect(timedOut.body.type).toBe("provider_timeout");
      await post(server.origin, "/sandbox/control", { target: "braintree.token", outcome: "fail" });
      expect((await get(server.origin, "/api/braintree/token")).body.type).toBe("client_token_failed");
    });

    it("400 naming the field: no nonce, an unknown nonce is 402", async () => {
      const noNonce = await pay("", {});
      expect(noNonce.body).toMatchObject({ type: "validation_error", field: "payment_method_nonce" });
      expect((await pay("not-a-nonce")).body).toMatchObject({
        type: "payment_failed",
        message: "Unknown or expired payment_method_nonce.",
      });
    });
  });
});
