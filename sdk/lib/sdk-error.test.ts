import { describe, expect, it } from "vitest";
import { SdkError } from "./sdk-error.ts";

describe("SdkError", () => {
  it("carries braintree-web's name, code, type, message and details", () => {
    const err = new SdkError({ type: "MERCHANT", code: "X_CODE", message: "Something.", details: { a: 1 } });
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(SdkError);
    expect(err.name).toBe("BraintreeError");
    expect([err.code, err.type, err.message]).toEqual(["X_CODE", "MERCHANT", "Something."]);
    expect(err.details).toEqual({ a: 1 });
    expect(Object.prototype.hasOwnProperty.call(err, "details")).toBe(true);
  });
});
