// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startTestServer } from "../../testing/in-process.ts";

let demo: RunningServer;
let plain: RunningServer;
let keyed: RunningServer;
beforeAll(async () => {
  [demo, plain, keyed] = await Promise.all([
    startTestServer({ DEMO_MODE: "1", RESERVATION_MINUTES: "12" }),
    startTestServer({ DEMO_MODE: "0" }),
    startTestServer({
      STRIPE_SECRET_KEY: "sk_test_abcdefghij",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abcdefghij",
      STRIPE_WEBHOOK_SECRET: "whsec_abcdefghij",
      MOLLIE_API_KEY: "test_abcdefghijabcdefghijabcdefghij",
    }),
  ]);
});
afterAll(() => Promise.all([demo.close(), plain.close(), keyed.close()]));

describe("GET /api/payments/config", () => {
  it("in demo mode: sandbox, every path, the event's card path and the reservation time", async () => {
    const res = await fetch(`${demo.origin}/api/payments/config?event_id=101`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      mode: "sandbox",
      currency: "EUR",
      card_path: "stripe",
      reservation_minutes: 12,
      stripe: { publishable_key: expect.stringMatching(/^pk_test_/) },
      paypal: { client_id: "sb" },
      enabled_paths: ["stripe", "braintree", "paypal", "mollie"],
    });
    const braintree = await (await fetch(`${demo.origin}/api/payments/config?event_id=108`)).json();
    expect(braintree.card_path).toBe("braintree");
  });

  it("with provider keys: live mode, only the providers that have keys, the publishable key for the widget, no sandbox", async () => {
    const res = await fetch(`${keyed.origin}/api/payments/config?event_id=101`);
    expect(await res.json()).toEqual({
      mode: "live",
      currency: "EUR",
      card_path: "stripe",
      reservation_minutes: 15,
      stripe: { publishable_key: "pk_test_abcdefghij" },
      enabled_paths: ["stripe", "mollie"],
    });
    expect(
      (
        await fetch(`${keyed.origin}/api/paypal/order`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(503);
    expect((await fetch(`${keyed.origin}/sandbox/control`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${keyed.origin}/api/webhooks/paypal`, { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("names the field for a missing or bad event id, and 404s an unknown event", async () => {
    for (const query of ["", "?event_id=abc"]) {
      const res = await fetch(`${demo.origin}/api/payments/config${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        type: "validation_error",
        field: "event_id",
        message: expect.stringContaining("event_id"),
      });
    }
    const unknown = await fetch(`${demo.origin}/api/payments/config?event_id=999`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).type).toBe("not_found");
  });

  it("without demo mode or live keys: 503 payments_not_configured, and the sandbox is not there", async () => {
    const res = await fetch(`${plain.origin}/api/payments/config?event_id=101`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      type: "payments_not_configured",
      message: expect.stringContaining("DEMO_MODE=1"),
    });
    const intent = await fetch(`${plain.origin}/api/stripe/create-payment-intent`, { method: "POST", body: "{}" });
    expect(intent.status).toBe(503);
    const sandbox = await fetch(`${plain.origin}/sandbox/control`, { method: "POST", body: "{}" });
    expect(sandbox.status).toBe(404);
  });
});
