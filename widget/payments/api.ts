// The payment routes' client: every POST carries an Idempotency-Key made of the attempt key and the route, so a
// retried press never pays twice; error answers become PaymentFailure.
import { PaymentFailure } from "./errors.ts";
import { waitMinutesOf } from "../lib/rate-limit.ts";

export const PAYMENT_API_TIMEOUT_MS = 30_000;

/** The payment routes of our server (PAYMENTS-CONTRACT.md); every POST carries the attempt's idempotency key. */
export interface PaymentApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<T>;
}

interface ErrorBody {
  type?: unknown;
  message?: unknown;
  error?: { code?: unknown; message?: unknown };
}

/** Maps a refused call to what the buyer sees (spec §8). */
export function failureFromResponse(status: number, body: unknown): PaymentFailure {
  const b = (body ?? {}) as ErrorBody;
  const type = typeof b.type === "string" ? b.type : typeof b.error?.code === "string" ? b.error.code : "";
  const message =
    typeof b.message === "string" ? b.message : typeof b.error?.message === "string" ? b.error.message : null;
  if (type === "ticket_stock_error") return new PaymentFailure("not_enough_tickets", null, true);
  if (status === 429) return new PaymentFailure("rate_limited", null, true, waitMinutesOf(body));
  const cap = (body as { max_per_buyer?: unknown } | null)?.max_per_buyer;
  if (type === "buyer_ticket_limit" && typeof cap === "number")
    return new PaymentFailure("buyer_ticket_limit", null, true, cap);
  if (type === "reservation_expired") return new PaymentFailure("reservation_expired", null, true);
  // A 4xx decided this attempt (declined, invalid): a retry is a new attempt. A 5xx may not have: keep the key.
  return new PaymentFailure("payment_failed", message, status >= 400 && status < 500);
}

/**
 * fetch-based client with a timeout. No answer at all becomes `payment_processing_failed` (the attempt may
 * or may not have reached the server, so a retry keeps the same idempotency key).
 */
export function createPaymentApi(
  apiOrigin: string,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
  timeoutMs = PAYMENT_API_TIMEOUT_MS,
): PaymentApi {
  async function send<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    // One attempt key, namespaced per route: the attempt's create, capture and verify calls are each replayed,
    // never confused with one another (same key + another body would be a 409 on the server).
    if (idempotencyKey) headers["Idempotency-Key"] = `${idempotencyKey}.${path.split("/").slice(2).join(".")}`;
    let response: Response;
    try {
      response = await fetchImpl(`${apiOrigin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      throw new PaymentFailure("payment_processing_failed");
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown = null;
    if (response.status !== 204) {
      try {
        parsed = await response.json();
      } catch {
        parsed = null;
      }
    }
    if (!response.ok) throw failureFromResponse(response.status, parsed);
    return parsed as T;
  }
  return {
    get: (path) => send("GET", path),
    post: (path, body, key) => send("POST", path, body, key),
  };
}
