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

  it("lists the five types", () => {
    expect(Object.keys(SdkError.types)).toEqual(["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"]);
  });

  it("refuses a malformed error like braintree-web", () => {
    expect(() => new SdkError({ type: "NOPE" as never, code: "A", message: "m" })).toThrow("NOPE is not a valid type.");
    expect(() => new SdkError({ type: "MERCHANT", code: "", message: "m" })).toThrow("Error code required.");
    expect(() => new SdkError({ type: "MERCHANT", code: "A", message: "" })).toThrow("Error message required.");
  });
});
