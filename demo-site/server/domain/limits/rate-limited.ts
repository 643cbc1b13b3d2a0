import { ApiError } from "../errors.ts";

/** What was limited: names the 429's message. */
export type LimitName = "voucher" | "guest_list" | "orders" | "holds" | "resends" | "sign_in";

const WHAT: Record<LimitName, string> = {
  voucher: "Too many voucher codes that did not work were tried from your network",
  guest_list: "Too many guest-list links that did not work were tried from your network",
  orders: "Too many orders were started from your network",
  holds: "Your network already holds as many ticket reservations as allowed",
  resends: "The ticket mail was sent again too often",
  sign_in: "Too many sign-in attempts failed for this account or from your network",
};

/**
 * The 429 of every limit: `error.code` and (for the payment API's shape) `type` are "rate_limited", `limit` says
 * which, `retry_after` is the seconds to wait (also sent as the Retry-After header by the route).
 */
export function rateLimitedError(limit: LimitName, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = `${WHAT[limit]}. Try again in ${seconds} s.`;
  return new ApiError(429, "rate_limited", message, undefined, {
    type: "rate_limited",
    message,
    limit,
    retry_after: seconds,
  });
}

export function isRateLimited(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 429 && err.code === "rate_limited";
}
