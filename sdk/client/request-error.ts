import { SdkError } from "../lib/sdk-error.ts";
import { convertToSdkError } from "../lib/convert-to-sdk-error.ts";
import * as clientErrors from "./errors.ts";

/**
 * Maps a failed exchange (status outside 200-399) to the client's error, braintree-web's table: 401 ->
 * CLIENT_AUTHORIZATION_INVALID, 403 -> CLIENT_AUTHORIZATION_INSUFFICIENT, 429 -> CLIENT_RATE_LIMITED, 5xx (and
 * "no answer" after the retry, reported as 500) -> CLIENT_GATEWAY_NETWORK, anything else -> CLIENT_REQUEST_ERROR
 * with the response body as `details.originalError`. `details.httpStatus` is always set. (braintree-web's
 * CLIENT_REQUEST_TIMEOUT comes from its old-IE XDomainRequest transport only; fetch reports no answer as above.)
 */
export function formatRequestError(status: number, originalError: unknown): SdkError {
  const template =
    status === 401
      ? clientErrors.CLIENT_AUTHORIZATION_INVALID
      : status === 403
        ? clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT
        : status === 429
          ? clientErrors.CLIENT_RATE_LIMITED
          : status >= 500 && clientErrors.CLIENT_GATEWAY_NETWORK;
  const error = template ? new SdkError(template) : convertToSdkError(originalError, clientErrors.CLIENT_REQUEST_ERROR);
  error.details = { ...(error.details as object), httpStatus: status };
  return error;
}
