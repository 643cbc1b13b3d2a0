import { cartBody, post } from "../payments.ts";
import { startFakePaypal, type FakePaypal } from "../../../../tests/fixtures/provider-apis/paypal.ts";
import { testTls } from "../../../../tests/fixtures/provider-apis/tls.ts";
import { header, type LiveDriver } from "./driver.ts";

export const PAYPAL_TEST_ENV = {
  PAYPAL_CLIENT_ID: "fake-client-id-0123456789",
  PAYPAL_CLIENT_SECRET: "fake-client-secret-0123456789",
  PAYPAL_WEBHOOK_ID: "WH0FAKE1234567890",
};

export function paypalDriver(): LiveDriver {
  let fake: FakePaypal;
  return {
    provider: "paypal",
    async start() {
      fake = await startFakePaypal({
        clientId: PAYPAL_TEST_ENV.PAYPAL_CLIENT_ID,
        clientSecret: PAYPAL_TEST_ENV.PAYPAL_CLIENT_SECRET,
      });
      return { fake, env: { ...PAYPAL_TEST_ENV, PAYPAL_API_BASE: fake.origin, PAYPAL_API_CA: testTls().caFile } };
    },
    begin: (origin, cart, key) => post(origin, "/api/paypal/order", { cart: cartBody(cart) }, key),
    refOf: (answer) => String(answer.body.id),
    async buyerPays(ref) {
      fake.approve(ref);
    },
    browserConfirms: (origin, ref, orderId) =>
      post(origin, "/api/paypal/capture", { orderId: ref, internalOrderId: orderId }),
    // The payer approved and closed the window: PayPal says so, and the server captures by itself.
    notification: async (ref) =>
      fake.event("CHECKOUT.ORDER.APPROVED", fake.orders.get(ref)!, PAYPAL_TEST_ENV.PAYPAL_WEBHOOK_ID),
    forged: async (ref) =>
      fake.event("CHECKOUT.ORDER.APPROVED", fake.orders.get(ref)!, PAYPAL_TEST_ENV.PAYPAL_WEBHOOK_ID, true),
    charges: () =>
      fake.creates().map((r) => {
        const unit = (JSON.parse(r.body) as { purchase_units: { amount: { value: string; currency_code: string } }[] })
          .purchase_units[0]!;
        return {
          amount: unit.amount.value,
          currency: unit.amount.currency_code,
          idempotencyKey: header(r, "paypal-request-id"),
        };
      }),
    refunds: () =>
      fake.requests
        .filter((r) => r.path.endsWith("/refund"))
        .map((r) => {
          const captureId = r.path.split("/")[4];
          const order = [...fake.orders.values()].find(
            (o) => o.purchase_units[0]?.payments?.captures[0]?.id === captureId,
          );
          return { ref: order?.id ?? `capture ${captureId}`, idempotencyKey: header(r, "paypal-request-id") };
        }),
    isConfirmCall: (r) => r.method === "POST" && r.path.endsWith("/capture"),
    tamper(ref) {
      fake.orders.get(ref)!.purchase_units[0]!.amount.value = "1.00";
    },
    wrongKeys: { PAYPAL_CLIENT_SECRET: "sandbox-secret-of-another-app-0123" },
  };
}
