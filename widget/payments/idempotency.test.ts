import { beforeEach, describe, expect, it } from "vitest";
import { attemptKey, attemptSlot, currentAttempt, endAttempt, restoreAttempt } from "./idempotency.ts";

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

describe("resumed attempts", () => {
  beforeEach(() => sessionStorage.clear());

  it("a restored attempt is the one attemptKey answers for the same order, so the server replays it", () => {
    const key = attemptKey("101:mollie", "cart-a");
    const saved = currentAttempt(attemptSlot(101, "mollie"));
    expect(saved).toEqual({ slot: "101:mollie", key, fingerprint: "cart-a" });
    sessionStorage.clear(); // e.g. the attempt was lost, the saved checkout kept it
    restoreAttempt(saved!.slot, saved!);
    expect(attemptKey("101:mollie", "cart-a")).toBe(key);
    expect(attemptKey("101:mollie", "cart-b")).not.toBe(key);
  });
});
