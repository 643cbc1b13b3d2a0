import { beforeEach, describe, expect, it } from "vitest";
import { attemptKey, endAttempt } from "./idempotency.ts";

describe("payment attempt keys", () => {
  beforeEach(() => sessionStorage.clear());

  it("reuses the key for the same order (double click, reload) and survives in sessionStorage", () => {
    const first = attemptKey("101:stripe", "cart-a");
    expect(attemptKey("101:stripe", "cart-a")).toBe(first);
    expect(sessionStorage.getItem("tc-payment-attempt:101:stripe")).toContain(first);
  });

  it("starts a new attempt for another order or after the attempt ended", () => {
    const first = attemptKey("101:stripe", "cart-a");
    const changed = attemptKey("101:stripe", "cart-b");
    expect(changed).not.toBe(first);
    endAttempt("101:stripe");
    expect(attemptKey("101:stripe", "cart-b")).not.toBe(changed);
  });
});
