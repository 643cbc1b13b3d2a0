import { makeError } from "../lib/make-error.ts";
import type { ErrorEntry } from "./errors.ts";

/** HTTP status a client request error carries in details.httpStatus, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { details?: { httpStatus?: unknown } } | null)?.details?.httpStatus;
  return typeof status === "number" ? status : undefined;
}

/**
 * braintree-web's split for enroll and tokenize: 403 passes through unchanged; any other status under 500
 * is the customer's input; 500+ or no status is a network error. A hanging gateway arrives here as the
 * client's CLIENT_GATEWAY_NETWORK (500) after its one retry, so it counts as a network error. The original error is kept in details.originalError.
 */
export function splitRequestError(
  originalError: unknown,
  underFiveHundred: ErrorEntry,
  otherwise: ErrorEntry,
): unknown {
  const status = httpStatusOf(originalError);
  if (status === 403) return originalError;
  const entry = status !== undefined && status < 500 ? underFiveHundred : otherwise;
  return makeError(entry, { details: { originalError } });
}
