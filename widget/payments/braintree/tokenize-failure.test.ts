import { describe, expect, it } from "vitest";
import { tokenizeFailure } from "./tokenize-failure.ts";

describe("tokenizeFailure", () => {
  it("leaves incomplete fields to the form (no failure)", () => {
    expect(tokenizeFailure({ code: "HOSTED_FIELDS_FIELDS_EMPTY" })).toBeNull();
    expect(
      tokenizeFailure({ code: "HOSTED_FIELDS_FIELDS_INVALID", details: { invalidFieldKeys: ["cvv"] } }),
    ).toBeNull();
  });

  it("shows the gateway's message when it refused the card data", () => {
    const failure = tokenizeFailure({
      code: "HOSTED_FIELDS_FAILED_TOKENIZATION",
      details: { originalError: { error: { message: "Credit card is invalid" } } },
    });
    expect(failure).toMatchObject({
      key: "payment_failed",
      providerMessage: "Credit card is invalid",
      declined: false,
    });
    expect(
      tokenizeFailure({ code: "HOSTED_FIELDS_FAILED_TOKENIZATION", details: { originalError: null } }),
    ).toMatchObject({ key: "payment_failed", providerMessage: null });
  });

  it("asks to try again on network and unknown errors", () => {
    expect(tokenizeFailure({ code: "HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR" })?.key).toBe(
      "there_was_an_error_submitting_the_form_try_again",
    );
    expect(tokenizeFailure(new Error("boom"))?.key).toBe("there_was_an_error_submitting_the_form_try_again");
  });
});
