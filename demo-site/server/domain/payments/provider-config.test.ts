import { describe, expect, it } from "vitest";
import { providerStatusLines, readPaymentsConfig } from "./config.ts";

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_abcdefghij",
  STRIPE_PUBLISHABLE_KEY: "pk_test_abcdefghij",
  STRIPE_WEBHOOK_SECRET: "whsec_abcdefghij",
};
const paypal = {
  PAYPAL_CLIENT_ID: "AbCdEfGhIjKlMnOpQrStUv",
  PAYPAL_CLIENT_SECRET: "EfGhIjKlMnOpQrStUvWxYz",
  PAYPAL_WEBHOOK_ID: "8PT597110X687430LKGECATA",
};
const braintree = {
  BRAINTREE_MERCHANT_ID: "abcdefgh12345678",
  BRAINTREE_PUBLIC_KEY: "ijklmnop12345678",
  BRAINTREE_PRIVATE_KEY: "0123456789abcdef0123456789abcdef",
};
const mollie = { MOLLIE_API_KEY: "test_abcdefghijabcdefghijabcdefghij" };

/** The one-line message readPaymentsConfig stops the start with. */
const refusal = (env: Record<string, string>) => {
  try {
    readPaymentsConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe("provider keys from the environment", () => {
  it("no keys: every provider off; each provider's complete set turns it on, with its publishable/client id for the widget", () => {
    expect(readPaymentsConfig({}).keys).toEqual({ stripe: null, paypal: null, braintree: null, mollie: null });
    const config = readPaymentsConfig({ ...stripe, ...paypal, ...braintree, ...mollie });
    expect(config.environment).toBe("test");
    expect(config.keys.stripe).toMatchObject({
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      apiBase: null,
    });
    expect(config.stripePublishableKey).toBe(stripe.STRIPE_PUBLISHABLE_KEY);
    expect(config.paypalClientId).toBe(paypal.PAYPAL_CLIENT_ID);
    expect(config.keys.braintree).toMatchObject({
      merchantId: braintree.BRAINTREE_MERCHANT_ID,
      merchantAccountId: null,
    });
    expect(config.keys.mollie).toMatchObject({ apiKey: mollie.MOLLIE_API_KEY });
  });

  const cases: [string, Record<string, string>, RegExp][] = [
    [
      "a missing variable of a started set",
      { STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY },
      /^STRIPE_PUBLISHABLE_KEY is missing: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    ],
    [
      "a malformed Stripe key",
      { ...stripe, STRIPE_SECRET_KEY: "sk_nonsense" },
      /^STRIPE_SECRET_KEY is malformed: expected a secret key sk_test_/,
    ],
    [
      "a publishable key in the secret's place",
      { ...stripe, STRIPE_SECRET_KEY: "pk_test_abcdefghij" },
      /^STRIPE_SECRET_KEY is malformed/,
    ],
    [
      "a live Stripe key in test mode",
      { ...stripe, STRIPE_SECRET_KEY: "sk_live_abcdefghij" },
      /^STRIPE_SECRET_KEY is a live key but PAYMENTS_ENV is test/,
    ],
    [
      "test Stripe keys with PAYMENTS_ENV=live",
      { ...stripe, PAYMENTS_ENV: "live" },
      /^STRIPE_SECRET_KEY is a test-mode key but PAYMENTS_ENV is live/,
    ],
    [
      "a test publishable key next to a live secret",
      { ...stripe, STRIPE_SECRET_KEY: "sk_live_abcdefghij", PAYMENTS_ENV: "live" },
      /^STRIPE_PUBLISHABLE_KEY is a test-mode key but PAYMENTS_ENV is live/,
    ],
    [
      "a malformed webhook secret",
      { ...stripe, STRIPE_WEBHOOK_SECRET: "secret" },
      /^STRIPE_WEBHOOK_SECRET is malformed: expected the webhook endpoint's signing secret whsec_/,
    ],
    [
      "a live Mollie key in test mode",
      { MOLLIE_API_KEY: "live_abcdefghijabcdefghijabcdefghij" },
      /^MOLLIE_API_KEY is a live key but PAYMENTS_ENV is test/,
    ],
    [
      "a malformed Mollie key",
      { MOLLIE_API_KEY: "abc" },
      /^MOLLIE_API_KEY is malformed: expected an API key test_… or live_…/,
    ],
    [
      "a PayPal secret with spaces",
      { ...paypal, PAYPAL_CLIENT_SECRET: "not a secret at all here" },
      /^PAYPAL_CLIENT_SECRET is malformed/,
    ],
    [
      "a PayPal set without its webhook id",
      { PAYPAL_CLIENT_ID: paypal.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: paypal.PAYPAL_CLIENT_SECRET },
      /^PAYPAL_WEBHOOK_ID is missing/,
    ],
    [
      "a Braintree private key with upper case",
      { ...braintree, BRAINTREE_PRIVATE_KEY: "ABCDEF0123456789ABCDEF" },
      /^BRAINTREE_PRIVATE_KEY is malformed/,
    ],
    ["an unknown PAYMENTS_ENV", { PAYMENTS_ENV: "production" }, /^PAYMENTS_ENV must be "test"/],
    [
      "a test API base with live keys",
      {
        ...mollie,
        MOLLIE_API_KEY: "live_abcdefghijabcdefghijabcdefghij",
        PAYMENTS_ENV: "live",
        MOLLIE_API_BASE: "http://127.0.0.1:9/v2/",
      },
      /^MOLLIE_API_BASE is for tests/,
    ],
    [
      "an API base off this machine",
      { ...stripe, STRIPE_API_BASE: "https://evil.example/" },
      /^STRIPE_API_BASE must point at this machine/,
    ],
    [
      "certificate checks off with PAYMENTS_ENV=live",
      { PAYMENTS_ENV: "live", NODE_TLS_REJECT_UNAUTHORIZED: "0" },
      /^NODE_TLS_REJECT_UNAUTHORIZED=0 turns off/,
    ],
    [
      "demo mode next to test keys",
      { ...mollie, DEMO_MODE: "1" },
      /refuses to run with live provider keys; unset MOLLIE_API_KEY/,
    ],
  ];
  it.each(cases)(
    "stops the start on %s, with one line that names the variable and never a value",
    (_name, env, message) => {
      const text = refusal(env);
      expect(text).toMatch(message);
      expect(text).not.toContain("\n");
      for (const [name, value] of Object.entries(env))
        if (/KEY|SECRET/.test(name) && value.length > 8) expect(text).not.toContain(value);
    },
  );

  it("one start-log line per provider: sandbox, test keys, live keys or off, with the webhook URL to register", () => {
    expect(providerStatusLines(readPaymentsConfig({ DEMO_MODE: "1" }), "https://t.example")).toEqual([
      "payments: stripe: sandbox (demo mode, no real payments)",
      "payments: paypal: sandbox (demo mode, no real payments)",
      "payments: braintree: sandbox (demo mode, no real payments)",
      "payments: mollie: sandbox (demo mode, no real payments)",
    ]);
    const live = { ...mollie, MOLLIE_API_KEY: "live_abcdefghijabcdefghijabcdefghij", PAYMENTS_ENV: "live" };
    expect(providerStatusLines(readPaymentsConfig(live), "https://t.example")).toEqual([
      "payments: stripe: off (no keys set)",
      "payments: paypal: off (no keys set)",
      "payments: braintree: off (no keys set)",
      "payments: mollie: live keys; webhook URL https://t.example/api/webhooks/mollie",
    ]);
    expect(providerStatusLines(readPaymentsConfig(stripe), "https://t.example")[0]).toBe(
      "payments: stripe: test keys; webhook URL https://t.example/api/webhooks/stripe",
    );
  });
});
