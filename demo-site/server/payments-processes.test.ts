// @vitest-environment node
import { describe, expect, it } from "vitest";
import { runToExit, spawnServer } from "./testing/child-server.ts";
import { useSharedDbServers } from "./testing/shared-db-servers.ts";
import { cartBody, post } from "./testing/payments.ts";

// Real concurrency, as concurrency.test.ts does for free orders: three demo-mode server processes on ONE
// SQLite file, and every confirmation of one payment (provider return, webhook, retries) fired at once,
// spread over the processes. Only the finalisation's immediate transaction can keep it to one ticket set.
const shared = useSharedDbServers(3, { env: { DEMO_MODE: "1" }, dirPrefix: "tc-pay-concurrency-" });
const at = (i: number) => shared.servers[i % shared.servers.length]!.origin;
const ticketPath = (url: string) => new URL(url).pathname;

describe("exactly-once finalisation across processes", () => {
  it("Mollie: 60 verify-order calls, webhooks and keyed retries at once issue one ticket set", async () => {
    const before = shared.readDb<{ sold: number }>("SELECT sold FROM tickets WHERE id = 10101").sold;
    const started = await post(at(0), "/api/mollie/process-payment", {
      ...cartBody(),
      locale: "en_US",
      method: "creditcard",
      metadata: {},
      redirectUrl: "http://127.0.0.1:9/back",
    });
    const paid = await fetch(started.body.checkoutUrl.replace(/^http:\/\/localhost:\d+/, at(1)), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=pay",
      redirect: "manual",
    });
    const back = new URL(paid.headers.get("location") ?? "");
    const verifyBody = {
      order_id: back.searchParams.get("order_id"),
      guest_id: back.searchParams.get("guest_id"),
      event_id: 101,
    };
    const paymentId = shared.readDb<{ provider_ref: string }>(
      "SELECT provider_ref FROM orders WHERE id = ?",
      verifyBody.order_id,
    ).provider_ref;
    const t0 = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        if (i % 3 === 0) return post(at(i), "/api/mollie/verify-order", verifyBody);
        if (i % 3 === 1) return post(at(i), "/api/payments/webhook/mollie", { id: paymentId });
        return post(at(i), "/api/mollie/verify-order", verifyBody, "return-retry-1");
      }),
    );
    const ms = Math.round(performance.now() - t0);
    const verifies = responses.filter((_, i) => i % 3 !== 1);
    const hooks = responses.filter((_, i) => i % 3 === 1);
    console.log(
      `payments concurrency: 60 confirmations of one Mollie payment over ${shared.servers.length} processes in ${ms} ms -> statuses ${[...new Set(responses.map((r) => r.status))].join(",")}`,
    );
    expect(verifies.every((r) => r.status === 200 && r.body.status === "paid")).toBe(true);
    expect(new Set(verifies.map((r) => ticketPath(r.body.ticket))).size).toBe(1);
    expect(hooks.every((r) => r.status === 200 && r.body.order_status === "paid")).toBe(true);
    expect(
      shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", verifyBody.order_id)
        .n,
    ).toBe(2);
    expect(shared.readDb<{ sold: number }>("SELECT sold FROM tickets WHERE id = 10101").sold).toBe(before + 2);
    expect(
      shared.readDb<{ status: string }>("SELECT status FROM orders WHERE id = ?", verifyBody.order_id).status,
    ).toBe("paid");
  }, 60_000);

  it("Stripe: 40 verifyIntent calls and webhooks at once issue one ticket set", async () => {
    const intent = await post(at(0), "/api/stripe/create-payment-intent", {
      ...cartBody({ ticketQuantities: { "10102": 1 } }),
      payment_method_types: ["card"],
    });
    const secret = intent.body.clientSecret as string;
    const id = secret.split("_secret_")[0]!;
    await post(at(2), `/sandbox/stripe/intents/${id}/confirm`, { client_secret: secret, outcome: "succeeded" });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? post(at(i), "/api/payments/webhook/stripe", { id })
          : post(at(i), "/api/stripe/verifyIntent", { payment_intent: id, client_secret: secret }),
      ),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(responses.filter((r) => r.body.ticket).map((r) => ticketPath(r.body.ticket))).size).toBe(1);
    expect(
      shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", intent.body.order_id)
        .n,
    ).toBe(1);
  }, 60_000);

  it("PayPal: 30 captures with one Idempotency-Key (a double-clicking buyer) create one order and one ticket set", async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(at(i), "/api/paypal/order", { cart: cartBody({ ticketQuantities: { "10103": 1 } }) }, "paypal-attempt-1"),
      ),
    );
    expect(new Set(created.map((r) => r.body.internal_order_id)).size).toBe(1);
    const order = created[0]!.body;
    await post(at(1), `/sandbox/paypal/orders/${order.id}/approve`, {});
    const captures = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          at(i),
          "/api/paypal/capture",
          { orderId: order.id, internalOrderId: order.internal_order_id, cart: {} },
          i % 2 ? "capture-1" : undefined,
        ),
      ),
    );
    expect(captures.every((r) => r.status === 200 && r.body.status === "paid")).toBe(true);
    expect(shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE provider = 'paypal'").n).toBe(1);
    expect(
      shared.readDb<{ n: number }>(
        "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?",
        order.internal_order_id,
      ).n,
    ).toBe(1);
  }, 60_000);
});

describe("demo mode and live keys", () => {
  // every key variable is covered by config.test.ts; two real process starts prove the exit code and message
  it.each(["STRIPE_SECRET_KEY", "MOLLIE_API_KEY"])(
    "refuses to start in demo mode with %s set: exit 1 and a message naming it",
    async (name) => {
      const { code, output } = await runToExit(shared.bundle, {
        DATABASE_PATH: ":memory:",
        DEMO_MODE: "1",
        [name]: "live_secret_value",
      });
      expect(code).toBe(1);
      expect(output).toContain("refuses to run with live provider keys");
      expect(output).toContain(name);
      expect(output).not.toContain("live_secret_value");
      expect(output).not.toMatch(/Listening on/);
    },
    60_000,
  );

  it("npm start turns demo mode on (npm_lifecycle_event=start) unless DEMO_MODE=0", async () => {
    const started = await spawnServer(shared.bundle, { DATABASE_PATH: ":memory:", npm_lifecycle_event: "start" });
    const off = await spawnServer(shared.bundle, {
      DATABASE_PATH: ":memory:",
      npm_lifecycle_event: "start",
      DEMO_MODE: "0",
    });
    try {
      expect((await (await fetch(`${started.origin}/api/payments/config?event_id=101`)).json()).mode).toBe("sandbox");
      expect((await fetch(`${off.origin}/api/payments/config?event_id=101`)).status).toBe(503);
    } finally {
      await Promise.all([started.close(), off.close()]);
    }
  }, 60_000);
});
