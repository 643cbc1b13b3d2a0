// A bank-login chunk whose fetch never finishes must not leave tokenize() pending: after CHUNK_TIMEOUT_MS it
// rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED, like a chunk that fails to load.
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsBankAccount } from "./us-bank-account.ts";
import { CHUNK_TIMEOUT_MS } from "../lib/constants.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";

vi.mock("./bank-login.ts", () => new Promise(() => {}));

afterEach(() => vi.useRealTimers());

describe("bank-login chunk that never loads", () => {
  it(`rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED after ${CHUNK_TIMEOUT_MS} ms, not before`, async () => {
    vi.useFakeTimers();
    const client = fakeClient({ usBankAccount: { plaid: { publicKey: "pk" } } });
    const instance = new UsBankAccount(client);
    const settled = vi.fn();
    const pending = instance.tokenize({ mandateText: "I authorize it.", bankLogin: { displayName: "Shop" } });
    pending.then(settled, settled);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({
      name: "BraintreeError",
      type: "NETWORK",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      message: "Bank login flow failed to load.",
      details: {
        originalError: expect.objectContaining({
          message: `The bank login code did not load within ${CHUNK_TIMEOUT_MS} ms.`,
        }),
      },
    });
    expect(client.requests).toHaveLength(0);
  });
});
