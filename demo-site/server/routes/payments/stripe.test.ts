// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { cartBody, demoEnv, post } from "../../testing/payments.ts";
import { row } from "../../testing/sql.ts";

describe.each(testStores)("Stripe on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
  });
  afterAll(() => server.close());

  const count = async (sql: string, ...params: unknown[]) =>
    Number((await row<{ n: number }>(server.store, sql, ...params)).n);
  const sold = (id: number) => count("SELECT sold AS n FROM tickets WHERE id = ?", id);
  const intentId = (secret: string) => secret.split("_secret_")[0]!;

  async function createIntent(overrides: Record<string, unknown> = {}) {
    const res = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody(overrides),
      payment_method_types: ["card"],
      metadata: { product: "tickets", description: "d", event_id: 101, buyer_country: "DE" },
    });
    expect(res.status).toBe(200);
    return res.body as { clientSecret: string; order_id: string; amount: string };
  }

  const confirm = (secret: string, outcome: string) =>
    post(server.origin, `/sandbox/stripe/intents/${intentId(secret)}/confirm`, { client_secret: secret, outcome });
  const verify = (secret: string) =>
    post(server.origin, "/api/stripe/verifyIntent", { payment_intent: intentId(secret), client_secret: secret });

  describe("Stripe card intent (sandbox)", () => {
    it("a browser amount that is not the order's price is 400 amount_mismatch, with no order and no intent", async () => {
      const orders = await count("SELECT COUNT(*) AS n FROM orders");
      const res = await post(server.origin, "/api/stripe/create-payment-intent", {
        ...cartBody({ amount: "0.01" }),
        payment_method_types: ["card"],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        type: "amount_mismatch",
        field: "amount",
        message: expect.stringContaining("53.50 EUR"),
      });
      expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders);
    });

    it("create → confirm succeeded → verify: a ticket, stock taken once, the server's price", async () => {
      const before = await sold(10101);
      const intent = await createIntent({ amount: 53.5 });
      expect(intent.clientSecret).toMatch(/^pi_[a-f0-9]{24}_secret_[a-f0-9]{24}$/);
      expect(intent.amount).toBe("53.50");
      expect((await confirm(intent.clientSecret, "succeeded")).body).toMatchObject({ status: "succeeded" });
      const res = await verify(intent.clientSecret);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        verified: true,
        status: "succeeded",
        amount: "53.50",
        ticket: expect.stringMatching(new RegExp(`^${server.origin}/api/tickets/`)),
        guest: { firstName: "Ada", streetname: "Main Street 1" },
      });
      expect(await sold(10101)).toBe(before + 2);
      const again = await verify(intent.clientSecret);
      expect(again.body.ticket).toBe(res.body.ticket);
      expect(await sold(10101)).toBe(before + 2);
      expect(await count("SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", intent.order_id)).toBe(2);
      const pdf = await fetch(res.body.ticket);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    });

    it("processing stays pending (no ticket, no stock); a declined card is verified false with the provider's message", async () => {
      const before = await sold(10101);
      const slow = await createIntent();
      await confirm(slow.clientSecret, "processing");
      expect((await verify(slow.clientSecret)).body).toMatchObject({ verified: true, status: "processing" });
      expect((await verify(slow.clientSecret)).body.ticket).toBeUndefined();
      const declined = await createIntent();
      expect((await confirm(declined.clientSecret, "requires_payment_method")).body.last_payment_error.message).toBe(
        "Your card was declined.",
      );
      const res = await verify(declined.clientSecret);
      expect(res.body).toMatchObject({
        verified: false,
        status: "requires_payment_method",
        type: "payment_failed",
        message: "Your card was declined.",
      });
      expect(await sold(10101)).toBe(before);
      expect(await row(server.store, "SELECT status FROM orders WHERE id = ?", declined.order_id)).toEqual({
        status: "failed",
      });
    });

    it("/sandbox/control drives verifyIntent: succeed, pending, fail, and timeout (504 provider_timeout)", async () => {
      const intent = await createIntent();
      await post(server.origin, "/sandbox/control", { target: "stripe.verifyIntent", outcome: "timeout" });
      const timedOut = await verify(intent.clientSecret);
      expect(timedOut.status).toBe(504);
      expect(timedOut.body.type).toBe("provider_timeout");
      await post(server.origin, "/sandbox/control", { target: "stripe.verifyIntent", outcome: "pending" });
      expect((await verify(intent.clientSecret)).body.status).toBe("processing");
      await post(server.origin, "/sandbox/control", { target: "stripe.verifyIntent", outcome: "succeed" });
      expect((await verify(intent.clientSecret)).body).toMatchObject({
        status: "succeeded",
        ticket: expect.any(String),
      });
      const other = await createIntent();
      await post(server.origin, "/sandbox/control", { target: "stripe.verifyIntent", outcome: "fail", times: 2 });
      expect((await verify(other.clientSecret)).body.verified).toBe(false);
      expect((await verify(other.clientSecret)).body.verified).toBe(false);
      await confirm(other.clientSecret, "succeeded");
      expect((await verify(other.clientSecret)).body.verified).toBe(true);
    });

    it("a wrong client secret is 404 and confirms nothing", async () => {
      const intent = await createIntent();
      const id = intentId(intent.clientSecret);
      expect(
        (
          await post(server.origin, "/api/stripe/verifyIntent", {
            payment_intent: id,
            client_secret: `${id}_secret_wrong`,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await post(server.origin, `/sandbox/stripe/intents/${id}/confirm`, {
            client_secret: "nope",
            outcome: "succeeded",
          })
        ).status,
      ).toBe(404);
    });

    const bad: [string, Record<string, unknown>, string][] = [
      ["no event", { event_id: undefined }, "event_id"],
      ["a word quantity", { ticketQuantities: { "10101": "two" } }, "ticketQuantities.10101"],
      ["a bad email", { customer: { ...cartBody().customer, email: "x" } }, "customer.email"],
      ["no payment method", { selectedPaymentMethod: undefined }, "selectedPaymentMethod"],
      ["a bad reservation id", { reservation_id: "abc" }, "reservation_id"],
      ["types that are not a list", { payment_method_types: "card" }, "payment_method_types"],
    ];
    it.each(bad)("400 validation_error naming the field for %s, with nothing written", async (_name, patch, field) => {
      const orders = await count("SELECT COUNT(*) AS n FROM orders");
      const res = await post(server.origin, "/api/stripe/create-payment-intent", {
        ...cartBody(),
        payment_method_types: ["card"],
        ...patch,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ type: "validation_error", field, message: expect.stringContaining(field) });
      expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders);
    });

    it("refuses a free order, an unknown voucher and too many tickets with their own types", async () => {
      expect(
        (await post(server.origin, "/api/stripe/create-payment-intent", cartBody({ voucherCode: "FREE100" }))).body
          .type,
      ).toBe("order_is_free");
      expect(
        (await post(server.origin, "/api/stripe/create-payment-intent", cartBody({ voucherCode: "NOPE1" }))).body,
      ).toMatchObject({ type: "voucher_invalid", field: "voucherCode" });
      const tooMany = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        cartBody({ event_id: 108, ticketQuantities: { "10801": 3 } }),
      );
      expect(tooMany.status).toBe(409);
      expect(tooMany.body).toMatchObject({ type: "ticket_stock_error", field: "ticketQuantities.10801" });
    });

    it("5 pay presses at once with one Idempotency-Key: one order, one intent, five equal answers", async () => {
      const orders = await count("SELECT COUNT(*) AS n FROM orders");
      const body = { ...cartBody(), payment_method_types: ["card"] };
      const presses = await Promise.all(
        Array.from({ length: 5 }, () => post(server.origin, "/api/stripe/create-payment-intent", body, "five-presses")),
      );
      expect(presses.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
      for (const p of presses) expect(p.body).toEqual(presses[0]!.body);
      expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders + 1);
      expect(
        await count("SELECT COUNT(*) AS n FROM sandbox_payments WHERE id = ?", intentId(presses[0]!.body.clientSecret)),
      ).toBe(1);
    });

    it("Idempotency-Key: the same body replays the first response (one order), another body is 409 idempotency_conflict", async () => {
      const orders = await count("SELECT COUNT(*) AS n FROM orders");
      const body = { ...cartBody(), payment_method_types: ["card"] };
      const [a, b] = await Promise.all([
        post(server.origin, "/api/stripe/create-payment-intent", body, "attempt-1"),
        post(server.origin, "/api/stripe/create-payment-intent", body, "attempt-1"),
      ]);
      const c = await post(server.origin, "/api/stripe/create-payment-intent", body, "attempt-1");
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(c.body).toEqual(a.body);
      expect(c.headers.get("idempotent-replayed")).toBe("true");
      expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders + 1);
      const conflict = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        { ...body, ticketQuantities: { "10101": 1 } },
        "attempt-1",
      );
      expect(conflict.status).toBe(409);
      expect(conflict.body.type).toBe("idempotency_conflict");
      // a refused request is replayed too, so a retry cannot turn a refusal into a second attempt
      const refused = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        { ...body, voucherCode: "NOPE1" },
        "attempt-2",
      );
      const replay = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        { ...body, voucherCode: "NOPE1" },
        "attempt-2",
      );
      expect(replay).toMatchObject({ status: refused.status, body: refused.body });
      expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders + 1);
    });
  });
});
