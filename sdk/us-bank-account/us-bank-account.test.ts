import { afterEach, describe, expect, it, vi } from "vitest";
import { UsBankAccount } from "./us-bank-account.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { SdkError } from "../lib/sdk-error.ts";
import { tokenizeMutation } from "./graphql.ts";

const MANDATE = "I authorize Braintree to debit my bank account on behalf of My Online Store.";
const bankDetails = {
  routingNumber: "307075259",
  accountNumber: "999999999",
  accountType: "checking",
  ownershipType: "personal",
  firstName: "Ada",
  lastName: "Lovelace",
  billingAddress: {
    streetAddress: "123 Fake St",
    extendedAddress: "Apt B",
    locality: "San Francisco",
    region: "CA",
    postalCode: "94119",
  },
};
const okAnswer = (field = "tokenizeUsBankAccount", last4 = "9999") => ({
  data: { [field]: { paymentMethod: { id: "tokenusbankacct_abc", details: { last4 } } } },
});

function setup(config: Record<string, unknown> = { usBankAccount: {} }) {
  const client = fakeClient(config);
  return { client, instance: new UsBankAccount(client) };
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error("expected a rejection");
}

afterEach(() => vi.useRealTimers());

describe("tokenize validation", () => {
  it.each([
    ["no options", undefined, "US_BANK_ACCOUNT_OPTION_REQUIRED", "mandateText property is required."],
    ["no mandateText", { bankDetails }, "US_BANK_ACCOUNT_OPTION_REQUIRED", "mandateText property is required."],
    [
      "empty mandateText",
      { mandateText: "", bankDetails },
      "US_BANK_ACCOUNT_OPTION_REQUIRED",
      "mandateText property is required.",
    ],
    [
      "neither bankDetails nor bankLogin",
      { mandateText: MANDATE },
      "US_BANK_ACCOUNT_OPTION_REQUIRED",
      "tokenize must be called with bankDetails or bankLogin.",
    ],
    [
      "both",
      { mandateText: MANDATE, bankDetails, bankLogin: { displayName: "Shop" } },
      "US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
      "tokenize must be called with bankDetails or bankLogin, not both.",
    ],
    [
      "bankLogin without displayName",
      { mandateText: MANDATE, bankLogin: { ownershipType: "personal" } },
      "US_BANK_ACCOUNT_OPTION_REQUIRED",
      "displayName property is required when using bankLogin.",
    ],
    [
      "bankDetails without accountType",
      { mandateText: MANDATE, bankDetails: { routingNumber: "1" } },
      "US_BANK_ACCOUNT_OPTION_REQUIRED",
      "bankDetails.accountType property is required.",
    ],
  ])("%s -> %s", async (_name, options, code, message) => {
    const { client, instance } = setup();
    const error = await rejection(instance.tokenize(options as never));
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ name: "BraintreeError", type: "MERCHANT", code, message });
    expect(client.requests).toHaveLength(0);
  });

  it("bankLogin without a bank-linking configuration -> US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED", async () => {
    const { instance } = setup({ usBankAccount: { plaid: null } });
    const error = await rejection(instance.tokenize({ mandateText: MANDATE, bankLogin: { displayName: "Shop" } }));
    expect(error).toMatchObject({
      type: "MERCHANT",
      code: "US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED",
      message: "Bank login is not enabled.",
    });
  });
});

describe("tokenize with bankDetails", () => {
  it("sends braintree-web's GraphQL mutation and variables, account type upper-cased", async () => {
    const { client, instance } = setup();
    client.reply(() => okAnswer());
    await instance.tokenize({ mandateText: MANDATE, bankDetails: { ...bankDetails, accountType: "savings" } });
    expectSameJson(client.requests, [
      {
        api: "graphQLApi",
        data: {
          query: tokenizeMutation("UsBankAccount"),
          variables: {
            input: {
              usBankAccount: {
                achMandate: MANDATE,
                routingNumber: "307075259",
                accountNumber: "999999999",
                accountType: "SAVINGS",
                billingAddress: {
                  streetAddress: "123 Fake St",
                  extendedAddress: "Apt B",
                  city: "San Francisco",
                  state: "CA",
                  zipCode: "94119",
                },
                individualOwner: { firstName: "Ada", lastName: "Lovelace" },
              },
            },
          },
        },
      },
    ]);
  });

  it("sends businessOwner for a business account and an empty address when none is given", async () => {
    const { client, instance } = setup();
    client.reply(() => okAnswer());
    await instance.tokenize({
      mandateText: MANDATE,
      bankDetails: {
        routingNumber: "1",
        accountNumber: "2",
        accountType: "checking",
        ownershipType: "business",
        businessName: "Acme",
      },
    });
    const input = (client.requests[0]?.data as { variables: { input: { usBankAccount: Record<string, unknown> } } })
      .variables.input.usBankAccount;
    expect(input).toEqual({
      achMandate: MANDATE,
      routingNumber: "1",
      accountNumber: "2",
      accountType: "CHECKING",
      billingAddress: {},
      businessOwner: { businessName: "Acme" },
    });
  });

  it("resolves braintree-web's payload shape", async () => {
    const { client, instance } = setup();
    client.reply(() => okAnswer("tokenizeUsBankAccount", "1234"));
    await expect(instance.tokenize({ mandateText: MANDATE, bankDetails })).resolves.toEqual({
      nonce: "tokenusbankacct_abc",
      details: {},
      description: "US bank account ending in - 1234",
      type: "us_bank_account",
    });
  });

  it.each([
    [
      "401",
      clientErrors.http401,
      "MERCHANT",
      "BRAINTREE_API_ACCESS_RESTRICTED",
      "Your access is restricted and cannot use this part of the Braintree API.",
    ],
    [
      "403",
      clientErrors.http403,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "404",
      clientErrors.http404,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "422",
      clientErrors.http422,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "429",
      clientErrors.http429,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "status 0",
      clientErrors.status0,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "timeout (-1)",
      clientErrors.timeout,
      "CUSTOMER",
      "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
      "The supplied data failed tokenization.",
    ],
    [
      "500",
      clientErrors.http500,
      "NETWORK",
      "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
    [
      "503",
      clientErrors.http503,
      "NETWORK",
      "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
    [
      "GraphQL error in a 200",
      clientErrors.graphQL,
      "NETWORK",
      "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
  ])("HTTP failure %s -> %s", async (_name, makeClientError, type, code, message) => {
    const { client, instance } = setup();
    const original = makeClientError();
    client.reply(() => {
      throw original;
    });
    const error = await rejection(instance.tokenize({ mandateText: MANDATE, bankDetails }));
    expect(error).toBeInstanceOf(SdkError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ name: "BraintreeError", type, code, message });
    expect(error.details).toEqual({ originalError: original });
  });

  it("a malformed answer -> US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ data: {} }));
    const error = await rejection(instance.tokenize({ mandateText: MANDATE, bankDetails }));
    expect(error.code).toBe("US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR");
    expect((error.details as { originalError: unknown }).originalError).toBeInstanceOf(TypeError);
  });
});

describe("callback style", () => {
  it("passes (null, payload) and returns undefined", async () => {
    const { client, instance } = setup();
    client.reply(() => okAnswer());
    const callback = vi.fn();
    expect(instance.tokenize({ mandateText: MANDATE, bankDetails }, callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toBeNull();
    expect(callback.mock.calls[0]?.[1]).toMatchObject({ nonce: "tokenusbankacct_abc", type: "us_bank_account" });
  });

  it("passes the error first on failure", async () => {
    const { instance } = setup();
    const callback = vi.fn();
    instance.tokenize({ bankDetails } as never, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toMatchObject({ code: "US_BANK_ACCOUNT_OPTION_REQUIRED" });
  });
});

describe("teardown", () => {
  it("resolves, then every method throws METHOD_CALLED_AFTER_TEARDOWN synchronously", async () => {
    const { instance } = setup();
    await expect(instance.teardown()).resolves.toBeUndefined();
    for (const name of ["tokenize", "teardown"] as const) {
      let thrown: unknown;
      try {
        (instance[name] as (...args: unknown[]) => unknown)({ mandateText: MANDATE, bankDetails });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        name: "BraintreeError",
        type: "MERCHANT",
        code: "METHOD_CALLED_AFTER_TEARDOWN",
        message: `${name} cannot be called after teardown.`,
      });
    }
  });

  it("accepts a callback", async () => {
    const { instance } = setup();
    const callback = vi.fn();
    expect(instance.teardown(callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith(null, undefined));
  });
});

/** Deep equality plus key order: the wire body must serialize exactly like braintree-web's. */
function expectSameJson(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}
