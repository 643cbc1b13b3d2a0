import { cartBody, post } from "../payments.ts";
import { startFakeMollie, type FakeMollie } from "../../../../tests/fixtures/provider-apis/mollie.ts";
import { header, type LiveDriver } from "./driver.ts";

export const MOLLIE_TEST_ENV = { MOLLIE_API_KEY: "test_fakefakefakefakefakefakefake12" };

export function mollieDriver(): LiveDriver {
  let fake: FakeMollie;
  return {
    provider: "mollie",
    async start() {
      fake = await startFakeMollie();
      // Mollie's client trusts only its bundled CA list: the fake's test certificate passes only without checks.
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
      return { fake, env: { ...MOLLIE_TEST_ENV, MOLLIE_API_BASE: `${fake.origin}/v2/` } };
    },
    stop() {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    },
    begin: (origin, cart, key) =>
      post(
        origin,
        "/api/mollie/process-payment",
        {
          ...cartBody(cart),
          selectedPaymentMethod: "ideal",
          locale: "nl_NL",
          method: "ideal",
          metadata: {},
          redirectUrl: "http://127.0.0.1:9/shop?step=0",
        },
        key,
      ),
    refOf: (answer) => String(answer.body.checkoutUrl).split("/").pop()!,
    // The buyer pays on the hosted page; the notification is sent by the test (buyer and webhook apart).
    buyerPays: (ref) => fake.settle(ref, "paid", false),
    async browserConfirms(origin, _ref, orderId) {
      const back = await post(origin, "/api/mollie/verify-order", { order_id: orderId, guest_id: "?", event_id: 101 });
      if (back.status !== 404) return back;
      // The return URL carries guest_id and event_id; the test reads them back from the create call's redirect.
      const created = JSON.parse(fake.creates().at(-1)!.body) as { redirectUrl: string };
      const q = new URL(created.redirectUrl).searchParams;
      return post(origin, "/api/mollie/verify-order", {
        order_id: q.get("order_id"),
        guest_id: q.get("guest_id"),
        event_id: Number(q.get("event_id")),
      });
    },
    notification: async (ref) => ({
      body: `id=${ref}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    // Mollie signs nothing: a forged notification can only name a payment Mollie never made.
    forged: async () => ({
      body: "id=tr_forged0000",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    charges: () =>
      fake.creates().map((r) => {
        const body = JSON.parse(r.body) as { amount: { value: string; currency: string } };
        return {
          amount: body.amount.value,
          currency: body.amount.currency,
          idempotencyKey: header(r, "idempotency-key"),
        };
      }),
    refunds: () =>
      fake.requests
        .filter((r) => r.method === "POST" && r.path.endsWith("/refunds"))
        .map((r) => ({ ref: r.path.split("/")[3]!, idempotencyKey: header(r, "idempotency-key") })),
    isConfirmCall: (r) => r.method === "GET" && r.path.startsWith("/v2/payments/"),
    tamper(ref) {
      fake.payments.get(ref)!.amount.value = "1.00";
    },
  };
}
