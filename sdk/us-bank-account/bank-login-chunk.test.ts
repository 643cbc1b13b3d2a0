// The bank-login code is a chunk fetched with import(); a fetch that fails must end in the module's typed error
// and leave the instance usable, never a hanging promise or a login stuck "active".
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsBankAccount } from "./us-bank-account.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";
import { SdkError } from "../lib/sdk-error.ts";

const MANDATE = "I authorize Braintree to debit my bank account.";
const chunkError = new TypeError("Failed to fetch dynamically imported module: https://cdn.example/chunk-X.js");

afterEach(() => {
  vi.doUnmock("./bank-login.ts");
});

describe("bank-login chunk that cannot be fetched", () => {
  it("rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED with the import error, and the next login is not blocked", async () => {
    vi.resetModules(); // a chunk another test file already imported would be served from the registry
    vi.doMock("./bank-login.ts", () => {
      throw chunkError;
    });
    const client = fakeClient({ usBankAccount: { plaid: { publicKey: "pk" } } });
    const instance = new UsBankAccount(client);
    const options = { mandateText: MANDATE, bankLogin: { displayName: "Shop" } };

    const error = await instance.tokenize(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({
      name: "BraintreeError",
      type: "NETWORK",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      message: "Bank login flow failed to load.",
    });
    // The import's rejection (vitest wraps a throwing mock factory's error, so only its kind is checked).
    expect((error as SdkError).details).toEqual({ originalError: expect.any(Error) });

    // Not stuck in US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE: a retry fails the same way (the chunk is still unreachable).
    await expect(instance.tokenize(options)).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED" });
    expect(client.requests).toHaveLength(0);
  });
});
