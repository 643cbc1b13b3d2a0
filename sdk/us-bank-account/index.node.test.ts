// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

describe("us-bank-account under Node", () => {
  it("imports without a window and tokenizes bank details", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create } = await import("./index.ts");
    const client = fakeClient({ usBankAccount: {} });
    client.reply(() => ({
      data: { tokenizeUsBankAccount: { paymentMethod: { id: "nonce-1", details: { last4: "4321" } } } },
    }));
    const instance = await create({ client });
    await expect(
      instance.tokenize({
        mandateText: "ok",
        bankDetails: { accountType: "checking", routingNumber: "1", accountNumber: "2" },
      }),
    ).resolves.toMatchObject({ nonce: "nonce-1", description: "US bank account ending in - 4321" });
  });

  it("bank login rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED instead of touching document", async () => {
    const { create } = await import("./index.ts");
    const instance = await create({ client: fakeClient({ usBankAccount: { plaid: { publicKey: "k" } } }) });
    await expect(instance.tokenize({ mandateText: "ok", bankLogin: { displayName: "Shop" } })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
    });
    await expect(instance.teardown()).resolves.toBeUndefined();
  });
});
