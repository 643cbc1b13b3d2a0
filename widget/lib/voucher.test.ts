import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "./orders-http.ts";
import {
  canApplyVoucher,
  checkVoucher,
  debounce,
  editVoucherCode,
  effectiveDiscount,
  EMPTY_VOUCHER,
  setVoucherEnabled,
  voucherCounts,
} from "./voucher.ts";

afterEach(() => vi.useRealTimers());

describe("voucher rules", () => {
  it("unticking clears code, validity, discount and error", () => {
    const applied = { ...EMPTY_VOUCHER, enabled: true, code: "EARLY20", valid: true, discount: 20, error: "x" };
    expect(setVoucherEnabled(applied, false)).toEqual(EMPTY_VOUCHER);
    expect(setVoucherEnabled(EMPTY_VOUCHER, true).enabled).toBe(true);
  });

  it("editing trims and resets validity, discount and error", () => {
    const applied = {
      ...EMPTY_VOUCHER,
      enabled: true,
      code: "EARLY20",
      valid: true,
      discount: 20,
      error: "invalid_voucher_code",
    };
    expect(editVoucherCode(applied, "  EARLY2 ")).toEqual({
      ...applied,
      code: "EARLY2",
      valid: false,
      discount: 0,
      error: null,
    });
  });

  it("enables apply only from three characters", () => {
    expect(canApplyVoucher("")).toBe(false);
    expect(canApplyVoucher("AB")).toBe(false);
    expect(canApplyVoucher(" AB ")).toBe(false);
    expect(canApplyVoucher("ABC")).toBe(true);
  });

  it("counts only when valid and the discount is above zero", () => {
    expect(voucherCounts({ valid: true, discount: 20 })).toBe(true);
    expect(voucherCounts({ valid: true, discount: 0 })).toBe(false);
    expect(voucherCounts({ valid: false, discount: 20 })).toBe(false);
    expect(effectiveDiscount({ valid: false, discount: 20 })).toBe(0);
    expect(effectiveDiscount({ valid: true, discount: 150 })).toBe(100);
  });
});

describe("checkVoucher", () => {
  it("maps each outcome to its spec §8 key", async () => {
    const never = vi.fn();
    expect(await checkVoucher("  ", 101, never)).toEqual({ valid: false, discount: 0, error: "provide_voucher_code" });
    expect(await checkVoucher("EARLY20", undefined, never)).toEqual({
      valid: false,
      discount: 0,
      error: "tickets_not_available",
    });
    expect(never).not.toHaveBeenCalled();
    expect(await checkVoucher("EARLY20", 101, async () => ({ valid: true, discount: 20 }))).toEqual({
      valid: true,
      discount: 20,
      error: null,
    });
    expect((await checkVoucher("NOPE", 101, async () => ({ valid: false, discount: 0 }))).error).toBe(
      "invalid_voucher_code",
    );
    expect(
      (
        await checkVoucher("NOPE", 101, async () => {
          throw new ApiCallError(400, "bad_request", "x");
        })
      ).error,
    ).toBe("invalid_voucher_code");
    expect(
      (
        await checkVoucher("NOPE", 101, async () => {
          throw new ApiCallError(0, "network_error", "x");
        })
      ).error,
    ).toBe("failed_to_verify_voucher");
  });

  it("sends the trimmed code", async () => {
    const check = vi.fn(async () => ({ valid: true, discount: 10 }));
    await checkVoucher(" EARLY20 ", 101, check);
    expect(check).toHaveBeenCalledWith(101, "EARLY20");
  });
});

describe("debounce", () => {
  it("runs once, 100 ms after the last call of a burst", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    d(2);
    vi.advanceTimersByTime(99);
    d(3);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
    d(4);
    d.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
