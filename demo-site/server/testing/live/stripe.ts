import { cartBody, post } from "../payments.ts";
import { signStripe, startFakeStripe, type FakeStripe } from "../../../../tests/fixtures/provider-apis/stripe.ts";
import { header, type LiveDriver } from "./driver.ts";

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: "sk_test_fakefakefake1234",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fakefakefake1234",
  STRIPE_WEBHOOK_SECRET: "whsec_testsecret1234",
};

export function stripeDriver(): LiveDriver {
  let fake: FakeStripe;
  return {
    provider: "stripe",
    async start() {
      fake = await startFakeStripe();
      return { fake, env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: fake.origin } };
    },
    begin: (origin, cart, key) =>
      post(origin, "/api/stripe/create-payment-intent", { ...cartBody(cart), payment_method_types: ["card"] }, key),
    refOf: (answer) => String(answer.body.clientSecret).split("_secret_")[0]!,
    async buyerPays(ref) {
      fake.pay(ref);
    },
    browserConfirms: (origin, ref) =>
      post(origin, "/api/stripe/verifyIntent", {
        payment_intent: ref,
        client_secret: fake.intents.get(ref)!.client_secret,
      }),
    async notification(ref) {
      const { body, headers } = fake.event(
        "payment_intent.succeeded",
        fake.intents.get(ref)!,
        STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      );
      return { body, headers: { "content-type": "application/json", ...headers } };
    },
    async forged(ref) {
      const { body } = fake.event(
        "payment_intent.succeeded",
        fake.intents.get(ref)!,
        STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      );
      return {
        body,
        headers: { "content-type": "application/json", "stripe-signature": signStripe(body, "whsec_someoneelse0000") },
      };
    },
    charges: () =>
      fake.creates().map((r) => {
        const form = new URLSearchParams(r.body);
        return {
          amount: (Number(form.get("amount")) / 100).toFixed(2),
          currency: String(form.get("currency")).toUpperCase(),
          idempotencyKey: header(r, "idempotency-key"),
        };
      }),
    refunds: () =>
      fake.requests
        .filter((r) => r.path === "/v1/refunds")
        .map((r) => ({
          ref: String(new URLSearchParams(r.body).get("payment_intent")),
          idempotencyKey: header(r, "idempotency-key"),
        })),
    isConfirmCall: (r) => r.method === "GET" && r.path.startsWith("/v1/payment_intents/"),
    tamper(ref) {
      fake.intents.get(ref)!.amount = 100;
    },
  };
}
