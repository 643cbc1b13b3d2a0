import { describe, expect, it } from "vitest";
import { ApiCallError } from "./orders-http.ts";
import { rateLimitWaitMinutes, waitMinutesOf } from "./rate-limit.ts";
import { checkVoucher } from "./voucher.ts";
import { failureFromResponse } from "../payments/api.ts";

const limited = (retry_after?: number) =>
  new ApiCallError(429, "rate_limited", "Too many", {
    type: "rate_limited",
    retry_after,
    error: { code: "rate_limited" },
  });

describe("a limit's 429 in the widget", () => {
  it("minutes to wait: the server's seconds rounded up, at least 1; nothing for other failures", () => {
    expect(rateLimitWaitMinutes(limited(600))).toBe(10);
    expect(rateLimitWaitMinutes(limited(61))).toBe(2);
    expect(rateLimitWaitMinutes(limited(5))).toBe(1);
    expect(rateLimitWaitMinutes(limited())).toBe(1);
    expect(rateLimitWaitMinutes(new ApiCallError(400, "x", "x"))).toBeNull();
    expect(rateLimitWaitMinutes(new Error("x"))).toBeNull();
    expect(waitMinutesOf(null)).toBe(1);
  });

  it("a voucher check refused with 429 is rate_limited with the wait, not 'invalid code'", async () => {
    expect(await checkVoucher("GUESS", 101, () => Promise.reject(limited(540)))).toEqual({
      valid: false,
      discount: 0,
      error: "rate_limited",
      waitMinutes: 9,
    });
    expect(await checkVoucher("GUESS", 101, () => Promise.reject(new ApiCallError(400, "x", "x")))).toMatchObject({
      error: "invalid_voucher_code",
    });
  });

  it("a payment start refused with 429 or by the buyer's cap gets its own key and count", () => {
    expect(failureFromResponse(429, { type: "rate_limited", retry_after: 120 })).toMatchObject({
      key: "rate_limited",
      count: 2,
      declined: true,
    });
    expect(failureFromResponse(409, { type: "buyer_ticket_limit", max_per_buyer: 4 })).toMatchObject({
      key: "buyer_ticket_limit",
      count: 4,
    });
    expect(failureFromResponse(402, { type: "payment_failed", message: "Declined" })).toMatchObject({
      key: "payment_failed",
      providerMessage: "Declined",
    });
  });
});

describe("an order refused by a limit", () => {
  it("rate_limited with minutes, buyer_ticket_limit with the cap, the details keys otherwise", async () => {
    const { orderFailure } = await import("../state/buyer-order.ts");
    expect(orderFailure(limited(300))).toEqual({ key: "rate_limited", count: 5 });
    expect(
      orderFailure(new ApiCallError(409, "buyer_ticket_limit", "x", { type: "buyer_ticket_limit", max_per_buyer: 2 })),
    ).toEqual({ key: "buyer_ticket_limit", count: 2 });
    expect(orderFailure(new ApiCallError(409, "ticket_stock_error", "x", { type: "ticket_stock_error" }))).toEqual({
      key: "not_enough_tickets",
    });
    expect(orderFailure(new Error("x"))).toEqual({ key: "free_order_failed" });
  });
});
