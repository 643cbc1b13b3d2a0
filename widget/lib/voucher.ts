import { ApiCallError } from "./orders-http.ts";
import { rateLimitWaitMinutes } from "./rate-limit.ts";
import type { CouponResponse } from "./orders.ts";

/** Spec §9: apply needs 3 characters and is debounced by 100 ms. */
export const VOUCHER_MIN_LENGTH = 3;
export const VOUCHER_DEBOUNCE_MS = 100;

export interface Voucher {
  /** The "I have a voucher code" checkbox. */
  enabled: boolean;
  code: string;
  valid: boolean;
  /** Percent. */
  discount: number;
  /** Translation key under voucher.*, or null. */
  error: string | null;
  checking: boolean;
  /** With error "rate_limited": the minutes to wait the server asked for. */
  waitMinutes?: number;
}

export const EMPTY_VOUCHER: Voucher = {
  enabled: false,
  code: "",
  valid: false,
  discount: 0,
  error: null,
  checking: false,
};

/** Ticking shows the field; unticking clears code, validity, discount and error (spec §2). */
export function setVoucherEnabled(voucher: Voucher, enabled: boolean): Voucher {
  return enabled ? { ...voucher, enabled: true } : { ...EMPTY_VOUCHER };
}

/** Editing trims the code and resets validity and discount (spec §2); a stale error goes too. */
export function editVoucherCode(voucher: Voucher, raw: string): Voucher {
  return { ...voucher, code: raw.trim(), valid: false, discount: 0, error: null, waitMinutes: undefined };
}

export function canApplyVoucher(code: string): boolean {
  return code.trim().length >= VOUCHER_MIN_LENGTH;
}

/** Spec §5: a voucher counts only when valid and its discount is above 0. */
export function voucherCounts(voucher: Pick<Voucher, "valid" | "discount">): boolean {
  return voucher.valid && voucher.discount > 0;
}

export function effectiveDiscount(voucher: Pick<Voucher, "valid" | "discount">): number {
  return voucherCounts(voucher) ? Math.min(voucher.discount, 100) : 0;
}

export type VoucherCheckResult = { valid: boolean; discount: number; error: string | null; waitMinutes?: number };

/**
 * Runs a coupon check and maps every outcome to spec §8's keys: provide_voucher_code (empty),
 * tickets_not_available (no ticket to take the event id from), failed_to_verify_voucher (no answer),
 * invalid_voucher_code (server said not valid, or answered with an error body); rate_limited (too many codes
 * that did not work were tried from the buyer's network: HTTP 429, with the minutes to wait).
 */
export async function checkVoucher(
  code: string,
  eventId: number | undefined,
  check: (eventId: number, code: string) => Promise<CouponResponse>,
): Promise<VoucherCheckResult> {
  const trimmed = code.trim();
  if (trimmed === "") return { valid: false, discount: 0, error: "provide_voucher_code" };
  if (eventId === undefined) return { valid: false, discount: 0, error: "tickets_not_available" };
  try {
    const result = await check(eventId, trimmed);
    if (!result.valid) return { valid: false, discount: 0, error: "invalid_voucher_code" };
    return { valid: true, discount: Number.isFinite(result.discount) ? result.discount : 0, error: null };
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 0)
      return { valid: false, discount: 0, error: "failed_to_verify_voucher" };
    const wait = rateLimitWaitMinutes(err);
    if (wait !== null) return { valid: false, discount: 0, error: "rate_limited", waitMinutes: wait };
    return { valid: false, discount: 0, error: "invalid_voucher_code" };
  }
}

/** Trailing-edge debounce: a burst of calls within `ms` runs `fn` once, with the last arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
