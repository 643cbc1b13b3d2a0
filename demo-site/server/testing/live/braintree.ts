import braintree from "braintree";
import { cartBody, post } from "../payments.ts";
import {
  DECLINED_NONCE,
  SETTLEMENT_PENDING_NONCE,
  startFakeBraintree,
  type FakeBraintree,
} from "../../../../tests/fixtures/provider-apis/braintree.ts";
import type { LiveDriver } from "./driver.ts";

export const BRAINTREE_TEST_ENV = {
  BRAINTREE_MERCHANT_ID: "fakemerchant01",
  BRAINTREE_PUBLIC_KEY: "fakepublic0001",
  BRAINTREE_PRIVATE_KEY: "fakeprivatekey0000000001",
};
export { DECLINED_NONCE };

/** Braintree signs notifications with the merchant's API keys; its SDK's own testing helper makes them (as Braintree does). */
function signer(privateKey: string) {
  return new braintree.BraintreeGateway({
    environment: braintree.Environment.Sandbox,
    merchantId: BRAINTREE_TEST_ENV.BRAINTREE_MERCHANT_ID,
    publicKey: BRAINTREE_TEST_ENV.BRAINTREE_PUBLIC_KEY,
    privateKey,
  });
}
const form = (n: { bt_signature: string; bt_payload: string }) => ({
  body: new URLSearchParams({ bt_signature: n.bt_signature, bt_payload: n.bt_payload }).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

export function braintreeDriver(): LiveDriver {
  let fake: FakeBraintree;
  return {
    provider: "braintree",
    chargesAtBegin: true,
    pendingCart: { selectedPaymentMethod: "paypal", payment_method_nonce: SETTLEMENT_PENDING_NONCE },
    paidCart: { selectedPaymentMethod: "card", payment_method_nonce: "fake-valid-nonce" },
    async start() {
      fake = await startFakeBraintree({
        merchantId: BRAINTREE_TEST_ENV.BRAINTREE_MERCHANT_ID,
        publicKey: BRAINTREE_TEST_ENV.BRAINTREE_PUBLIC_KEY,
        privateKey: BRAINTREE_TEST_ENV.BRAINTREE_PRIVATE_KEY,
      });
      return { fake, env: { ...BRAINTREE_TEST_ENV, BRAINTREE_API_BASE: fake.origin } };
    },
    begin: (origin, cart, key) =>
      post(
        origin,
        "/api/braintree/process-payment",
        {
          payment_method_nonce: "fake-valid-nonce",
          deviceData: null,
          intent_id: null,
          payment_id: null,
          ...cartBody(cart),
        },
        key,
      ),
    refOf: (_answer, providerRef) => providerRef ?? "",
    // A settlement_pending sale (a PayPal or bank payment through Braintree) settles later.
    async buyerPays(ref) {
      fake.settle(ref);
    },
    browserConfirms: async () => ({ status: 0, body: null }),
    notification: async (ref) =>
      form(
        signer(BRAINTREE_TEST_ENV.BRAINTREE_PRIVATE_KEY).webhookTesting.sampleNotification("transaction_settled", ref),
      ),
    forged: async (ref) =>
      form(signer("someoneelsesprivatekey01").webhookTesting.sampleNotification("transaction_settled", ref)),
    charges: () =>
      fake.sales().map((r) => {
        const t = (JSON.parse(r.body) as { transaction: { amount: string } }).transaction;
        // Braintree's sale has no currency: the merchant account's is charged, and the adapter checks it.
        return { amount: t.amount, currency: fake.currency, idempotencyKey: null };
      }),
    refunds: () =>
      fake.requests
        .filter((r) => /\/(void|refund)$/.test(r.path))
        .map((r) => ({ ref: r.path.split("/")[4]!, idempotencyKey: null })),
    isConfirmCall: (r) => r.method === "POST" && r.path.endsWith("/transactions"),
    tamper(ref) {
      fake.transactions.get(ref)!.amount = "1.00";
    },
    wrongKeys: { BRAINTREE_PRIVATE_KEY: "privatekeyofanothermerchant0001" },
  };
}
