import { ApiCallError } from "./orders-http.ts";

/** The server's answer when a limit is reached: HTTP 429, `retry_after` seconds in the body (and Retry-After). */
export function isRateLimitedAnswer(status: number): boolean {
  return status === 429;
}

/**
 * Whole minutes to wait before trying again (at least 1) when `err` is a 429 of our API, else null. The body's
 * `retry_after` (seconds) says how long; without it, one minute.
 */
export function rateLimitWaitMinutes(err: unknown): number | null {
  if (!(err instanceof ApiCallError) || !isRateLimitedAnswer(err.status)) return null;
  return waitMinutesOf(err.body);
}

/** Minutes (at least 1) from a 429 body's `retry_after` seconds. */
export function waitMinutesOf(body: unknown): number {
  const seconds = (body as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}
