import { SdkError } from "../lib/sdk-error.ts";
import { convertToSdkError } from "../lib/convert-to-sdk-error.ts";
import { TIMEOUT_STATUS } from "../lib/http-request.ts";
import * as clientErrors from "./errors.ts";

/**
 * Maps a failed exchange to the client's error, braintree-web's table: status -1 -> CLIENT_REQUEST_TIMEOUT
 * (braintree-web's XDomainRequest path; the fetch transport reports a timeout like a dropped connection),
 * 401 -> CLIENT_AUTHORIZATION_INVALID, 403 -> CLIENT_AUTHORIZATION_INSUFFICIENT, 429 -> CLIENT_RATE_LIMITED,
 * 5xx (and "no answer" after the retry, reported as 500) -> CLIENT_GATEWAY_NETWORK, any other non-2xx/3xx ->
 * CLIENT_REQUEST_ERROR with the response body as `details.originalError`. `details.httpStatus` is always set.
 */
export function formatRequestError(status: number, originalError: unknown): SdkError | undefined {
  let error: SdkError | undefined;
  if (status === TIMEOUT_STATUS) error = new SdkError(clientErrors.CLIENT_REQUEST_TIMEOUT);
  else if (status === 401) error = new SdkError(clientErrors.CLIENT_AUTHORIZATION_INVALID);
  else if (status === 403) error = new SdkError(clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT);
  else if (status === 429) error = new SdkError(clientErrors.CLIENT_RATE_LIMITED);
  else if (status >= 500) error = new SdkError(clientErrors.CLIENT_GATEWAY_NETWORK);
  else if (status < 200 || status >= 400) error = convertToSdkError(originalError, clientErrors.CLIENT_REQUEST_ERROR);
  if (!error) return undefined;
  const details = (typeof error.details === "object" && error.details !== null ? error.details : {}) as Record<string, unknown>;
  details.httpStatus = status;
  error.details = details;
  return error;
}
