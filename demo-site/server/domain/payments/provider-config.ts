// The keys of each payment provider, read from the environment and checked before the server starts: a provider
// with no variables set is off; one with some of them missing, a malformed value, or a key of the other
// environment (test vs live) stops the server with a one-line message naming the variable (never its value).

/** PAYMENTS_ENV: "test" (default: the providers' test modes and sandboxes) or "live" (real money). */
export type PaymentsEnvironment = "test" | "live";

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE (tests only): where the SDK sends its requests instead of api.stripe.com. */
  apiBase: URL | null;
}

export interface PaypalKeys {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** PAYPAL_API_BASE + PAYPAL_API_CA (tests only): the host:port the SDK's HTTPS connections go to, and its CA. */
  apiBase: URL | null;
  apiCaFile: string | null;
}

export interface BraintreeKeys {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** BRAINTREE_MERCHANT_ACCOUNT_ID: the merchant account (its currency) sales go to; the default one when unset. */
  merchantAccountId: string | null;
  apiBase: URL | null;
}

export interface MollieKeys {
  apiKey: string;
  apiBase: URL | null;
}

export interface ProviderKeys {
  stripe: StripeKeys | null;
  paypal: PaypalKeys | null;
  braintree: BraintreeKeys | null;
  mollie: MollieKeys | null;
}

/** Every variable a provider reads; any of them set means the provider is configured (and demo mode is refused). */
export const providerVariables = {
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
  paypal: ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
  braintree: ["BRAINTREE_MERCHANT_ID", "BRAINTREE_PUBLIC_KEY", "BRAINTREE_PRIVATE_KEY"],
  mollie: ["MOLLIE_API_KEY"],
} as const;

/** Thrown for a configuration the server must not start with; the message is one line naming the variable. */
export class ProviderConfigError extends Error {
  override name = "PaymentsConfigError";
}

type Env = NodeJS.ProcessEnv;
const value = (env: Env, name: string) => (env[name] ?? "").trim();

function required(env: Env, provider: string, names: readonly string[]): void {
  const missing = names.filter((n) => value(env, n) === "");
  if (missing.length > 0) {
    const set = names.filter((n) => value(env, n) !== "");
    throw new ProviderConfigError(
      `${missing[0]} is missing: ${provider} needs ${names.join(", ")} (${set.join(", ")} ${set.length === 1 ? "is" : "are"} set).`,
    );
  }
}

function format(env: Env, name: string, pattern: RegExp, expected: string): string {
  const v = value(env, name);
  if (!pattern.test(v)) throw new ProviderConfigError(`${name} is malformed: expected ${expected}.`);
  return v;
}

function sameEnvironment(name: string, keyEnv: PaymentsEnvironment, environment: PaymentsEnvironment): void {
  if (keyEnv !== environment) {
    throw new ProviderConfigError(
      environment === "live"
        ? `${name} is a test-mode key but PAYMENTS_ENV is live; use the provider's live key, or PAYMENTS_ENV=test to take test payments.`
        : `${name} is a live key but PAYMENTS_ENV is test (the default); set PAYMENTS_ENV=live to take real money, or use the provider's test key.`,
    );
  }
}

/** A test-only API override: refused with live keys, so real money never goes anywhere but the provider. */
function apiBase(env: Env, name: string, environment: PaymentsEnvironment): URL | null {
  const raw = value(env, name);
  if (raw === "") return null;
  if (environment === "live")
    throw new ProviderConfigError(
      `${name} is for tests against a local fake of the provider's API; unset it with PAYMENTS_ENV=live.`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProviderConfigError(`${name} is malformed: expected an absolute URL such as http://127.0.0.1:12111.`);
  }
  if (!/^(127\.0\.0\.1|localhost|\[::1\])$/.test(url.hostname))
    throw new ProviderConfigError(`${name} must point at this machine (127.0.0.1 or localhost): it only serves tests.`);
  return url;
}

const stripeKey = (prefixes: string) => new RegExp(`^(${prefixes})_(test|live)_[A-Za-z0-9]{8,}$`);
const keyEnvironment = (key: string): PaymentsEnvironment => (/_live_|^live_/.test(key) ? "live" : "test");

function readStripe(env: Env, environment: PaymentsEnvironment): StripeKeys | null {
  if (providerVariables.stripe.every((n) => value(env, n) === "")) return null;
  required(env, "Stripe", providerVariables.stripe);
  const secretKey = format(
    env,
    "STRIPE_SECRET_KEY",
    stripeKey("sk|rk"),
    "a secret key sk_test_… or sk_live_… (or a restricted key rk_…) from the Stripe Dashboard, API keys",
  );
  const publishableKey = format(
    env,
    "STRIPE_PUBLISHABLE_KEY",
    stripeKey("pk"),
    "a publishable key pk_test_… or pk_live_…",
  );
  const webhookSecret = format(
    env,
    "STRIPE_WEBHOOK_SECRET",
    /^whsec_[A-Za-z0-9+/=]{8,}$/,
    "the webhook endpoint's signing secret whsec_…",
  );
  sameEnvironment("STRIPE_SECRET_KEY", keyEnvironment(secretKey), environment);
  sameEnvironment("STRIPE_PUBLISHABLE_KEY", keyEnvironment(publishableKey), environment);
  return { secretKey, publishableKey, webhookSecret, apiBase: apiBase(env, "STRIPE_API_BASE", environment) };
}

function readPaypal(env: Env, environment: PaymentsEnvironment): PaypalKeys | null {
  if (providerVariables.paypal.every((n) => value(env, n) === "")) return null;
  required(env, "PayPal", providerVariables.paypal);
  const credential = /^[A-Za-z0-9_-]{20,100}$/;
  const ca = value(env, "PAYPAL_API_CA");
  return {
    clientId: format(
      env,
      "PAYPAL_CLIENT_ID",
      credential,
      "the REST app's client id (letters, digits, - and _) from the PayPal Developer Dashboard",
    ),
    clientSecret: format(env, "PAYPAL_CLIENT_SECRET", credential, "the REST app's secret (letters, digits, - and _)"),
    webhookId: format(
      env,
      "PAYPAL_WEBHOOK_ID",
      /^[A-Z0-9]{8,40}$/,
      "the id PayPal gave the webhook (upper-case letters and digits, e.g. 8PT597110X687430LKGECATA)",
    ),
    apiBase: apiBase(env, "PAYPAL_API_BASE", environment),
    apiCaFile: ca === "" ? null : ca,
  };
}

function readBraintree(env: Env, environment: PaymentsEnvironment): BraintreeKeys | null {
  if (providerVariables.braintree.every((n) => value(env, n) === "")) return null;
  required(env, "Braintree", providerVariables.braintree);
  const id = /^[a-z0-9]{8,40}$/;
  const account = value(env, "BRAINTREE_MERCHANT_ACCOUNT_ID");
  return {
    merchantId: format(
      env,
      "BRAINTREE_MERCHANT_ID",
      id,
      "the merchant id (lower-case letters and digits) from the Braintree Control Panel, API keys",
    ),
    publicKey: format(env, "BRAINTREE_PUBLIC_KEY", id, "the public key (lower-case letters and digits)"),
    privateKey: format(
      env,
      "BRAINTREE_PRIVATE_KEY",
      /^[a-z0-9]{16,64}$/,
      "the private key (lower-case letters and digits)",
    ),
    merchantAccountId:
      account === ""
        ? null
        : format(
            env,
            "BRAINTREE_MERCHANT_ACCOUNT_ID",
            /^[A-Za-z0-9_-]{1,64}$/,
            "a merchant account id (letters, digits, - and _)",
          ),
    apiBase: apiBase(env, "BRAINTREE_API_BASE", environment),
  };
}

function readMollie(env: Env, environment: PaymentsEnvironment): MollieKeys | null {
  if (value(env, "MOLLIE_API_KEY") === "") return null;
  const apiKey = format(
    env,
    "MOLLIE_API_KEY",
    /^(test|live)_[A-Za-z0-9]{20,}$/,
    "an API key test_… or live_… from the Mollie Dashboard, Developers, API keys",
  );
  sameEnvironment("MOLLIE_API_KEY", keyEnvironment(apiKey), environment);
  return { apiKey, apiBase: apiBase(env, "MOLLIE_API_BASE", environment) };
}

export function readPaymentsEnvironment(env: Env): PaymentsEnvironment {
  const raw = value(env, "PAYMENTS_ENV");
  if (raw === "" || raw === "test") return "test";
  if (raw === "live") {
    if (value(env, "NODE_TLS_REJECT_UNAUTHORIZED") === "0")
      throw new ProviderConfigError(
        "NODE_TLS_REJECT_UNAUTHORIZED=0 turns off the check of the providers' certificates; unset it with PAYMENTS_ENV=live.",
      );
    return "live";
  }
  throw new ProviderConfigError(
    `PAYMENTS_ENV must be "test" (the providers' test modes, the default) or "live" (real money); got "${raw}".`,
  );
}

/** The keys of every provider; throws ProviderConfigError for anything the server must not start with. */
export function readProviderKeys(env: Env, environment: PaymentsEnvironment): ProviderKeys {
  return {
    stripe: readStripe(env, environment),
    paypal: readPaypal(env, environment),
    braintree: readBraintree(env, environment),
    mollie: readMollie(env, environment),
  };
}

/** The names of the provider variables that are set (never their values). */
export function providerVariablesSet(env: Env): string[] {
  return Object.values(providerVariables)
    .flat()
    .filter((n) => value(env, n) !== "");
}
