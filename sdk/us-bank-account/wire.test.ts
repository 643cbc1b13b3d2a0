// The module on the real SDK client over a recording fetch: what reaches the wire, and what each HTTP failure
// class becomes after both the client's and this module's mapping.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearClientCache } from "../client/create-client.ts";
import { create } from "./index.ts";
import { tokenizeMutation } from "./graphql.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
} from "../lib/testing/fake-fetch.ts";

const GRAPHQL_URL = "https://payments.sandbox.braintree-api.com/graphql";
const MANDATE = "I authorize Braintree to debit my bank account on behalf of My Online Store.";
const bankDetails = {
  routingNumber: "307075259",
  accountNumber: "999999999",
  accountType: "checking",
  ownershipType: "personal",
  firstName: "Ada",
  lastName: "L",
};
const ok = {
  status: 200,
  body: { data: { tokenizeUsBankAccount: { paymentMethod: { id: "tokenusbankacct_1", details: { last4: "9999" } } } } },
};

async function instanceAnswering(answer: FakeHandler) {
  const requests = installFakeFetch(
    gatewayHandler(sandboxConfiguration({ usBankAccount: { routeId: "r1", plaid: { publicKey: "pk" } } }), answer),
  );
  const instance = await create({ authorization: clientToken() });
  return { requests, instance };
}

// One client per authorization is cached for the page: each test starts without one (another file may have left
// a client with a configuration that lacks this module).
beforeEach(() => clearClientCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("us-bank-account over the SDK client", () => {
  it("creates from an authorization and POSTs the mutation to the GraphQL API", async () => {
    const { requests, instance } = await instanceAnswering(() => ok);
    await expect(instance.tokenize({ mandateText: MANDATE, bankDetails })).resolves.toEqual({
      nonce: "tokenusbankacct_1",
      details: {},
      description: "US bank account ending in - 9999",
      type: "us_bank_account",
    });
    const sent = requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe(GRAPHQL_URL);
    expect(sent.headers.Authorization).toBe("Bearer fingerprint-123");
    expect(sent.json).toMatchObject({
      clientSdkMetadata: { platform: "web", source: "client", integration: "custom", version: "3.109.0" },
      query: tokenizeMutation("UsBankAccount"),
      variables: {
        input: {
          usBankAccount: {
            achMandate: MANDATE,
            routingNumber: "307075259",
            accountNumber: "999999999",
            accountType: "CHECKING",
            billingAddress: {},
            individualOwner: { firstName: "Ada", lastName: "L" },
          },
        },
      },
    });
  });

  it("rejects US_BANK_ACCOUNT_NOT_ENABLED when the configuration has no usBankAccount", async () => {
    installFakeFetch(gatewayHandler(sandboxConfiguration()));
    // Clients are cached per authorization (as in braintree-web), so this one needs its own.
    await expect(
      create({ authorization: clientToken({ authorizationFingerprint: "fingerprint-no-usbank" }) }),
    ).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_NOT_ENABLED" });
  });

  it.each([
    ["401", { status: 401, body: {} }, "BRAINTREE_API_ACCESS_RESTRICTED", "CLIENT_AUTHORIZATION_INVALID"],
    ["403", { status: 403, body: {} }, "US_BANK_ACCOUNT_FAILED_TOKENIZATION", "CLIENT_AUTHORIZATION_INSUFFICIENT"],
    [
      "404",
      { status: 404, body: { error: { message: "not found" } } },
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "CLIENT_REQUEST_ERROR",
    ],
    [
      "422",
      { status: 422, body: { error: { message: "invalid" } } },
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "CLIENT_REQUEST_ERROR",
    ],
    ["429", { status: 429, body: {} }, "US_BANK_ACCOUNT_FAILED_TOKENIZATION", "CLIENT_RATE_LIMITED"],
    ["500", { status: 500, body: {} }, "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR", "CLIENT_GATEWAY_NETWORK"],
    ["502", { status: 502, body: {} }, "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR", "CLIENT_GATEWAY_NETWORK"],
    [
      "network failure (status 0)",
      "network-error",
      "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      "CLIENT_GATEWAY_NETWORK",
    ],
    [
      "GraphQL error in a 200",
      {
        status: 200,
        body: { errors: [{ message: "Invalid routing number", extensions: { errorClass: "VALIDATION" } }] },
      },
      "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      "CLIENT_GRAPHQL_REQUEST_ERROR",
    ],
  ] as const)("%s -> %s", async (_name, answer, code, clientCode) => {
    const { instance } = await instanceAnswering(() => answer);
    const error = await instance.tokenize({ mandateText: MANDATE, bankDetails }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "BraintreeError", code, details: { originalError: { code: clientCode } } });
  });

  // The client retries a timed-out request once, then reports CLIENT_GATEWAY_NETWORK (500) like braintree-web.
  it("a request that never answers ends as US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR after the client's timeout", async () => {
    const { instance } = await instanceAnswering(() => "hang");
    vi.useFakeTimers();
    const outcome = instance.tokenize({ mandateText: MANDATE, bankDetails }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(await outcome).toMatchObject({
      code: "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } },
    });
  });
});
