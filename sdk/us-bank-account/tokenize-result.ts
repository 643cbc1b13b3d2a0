import { makeError } from "../lib/make-error.ts";
import {
  BRAINTREE_API_ACCESS_RESTRICTED,
  US_BANK_ACCOUNT_FAILED_TOKENIZATION,
  US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR,
} from "./errors.ts";
import { DESCRIPTION_PREFIX, PAYMENT_METHOD_TYPE } from "./constants.ts";
import type { UsBankAccountTokenizePayload } from "./types.ts";

/**
 * Maps a failed tokenize request. 401 -> BRAINTREE_API_ACCESS_RESTRICTED; any other HTTP status under 500
 * -> FAILED_TOKENIZATION; 500+ or no status at all (GraphQL errors in a 200 answer, unreadable answers, and a
 * timeout, which the client reports as CLIENT_GATEWAY_NETWORK 500 after its retry) -> TOKENIZATION_NETWORK_ERROR.
 * The split is braintree-web's. The original error is kept in details.originalError.
 */
export function tokenizeError(originalError: unknown) {
  const status = (originalError as { details?: { httpStatus?: unknown } } | null)?.details?.httpStatus;
  return makeError(
    status === 401
      ? BRAINTREE_API_ACCESS_RESTRICTED
      : typeof status === "number" && status < 500
        ? US_BANK_ACCOUNT_FAILED_TOKENIZATION
        : US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR,
    { details: { originalError } },
  );
}

/**
 * Reads data.<field>.paymentMethod {id, details.last4} from the GraphQL answer. A malformed answer throws
 * (the caller maps it to TOKENIZATION_NETWORK_ERROR, as braintree-web ends up doing).
 */
export function tokenizePayload(response: unknown, field: string): UsBankAccountTokenizePayload {
  const paymentMethod = (response as { data?: Record<string, { paymentMethod?: unknown } | undefined> } | null)?.data?.[
    field
  ]?.paymentMethod as { id?: unknown; details?: { last4?: unknown } } | undefined;
  if (!paymentMethod || typeof paymentMethod.id !== "string" || !paymentMethod.details) {
    throw new TypeError(`The gateway answer has no data.${field}.paymentMethod with an id and details.`);
  }
  return {
    nonce: paymentMethod.id,
    details: {},
    description: DESCRIPTION_PREFIX + String(paymentMethod.details.last4),
    type: PAYMENT_METHOD_TYPE,
  };
}
