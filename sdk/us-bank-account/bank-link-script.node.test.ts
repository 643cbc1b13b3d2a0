// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadBankLinkScript } from "./bank-link-script.ts";
import { bankLoginErrors } from "./us-bank-account.ts";

describe("loadBankLinkScript outside a browser", () => {
  it("rejects a typed error instead of touching document", async () => {
    await expect(loadBankLinkScript(bankLoginErrors.loadFailed)).rejects.toMatchObject({
      name: "BraintreeError",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      details: { reason: "The bank-linking script can only load in a browser." },
    });
  });
});
