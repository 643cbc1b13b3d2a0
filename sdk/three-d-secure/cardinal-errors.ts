import { makeError } from "../lib/make-error.ts";
import {
  THREEDS_CARDINAL_SDK_BAD_CONFIG,
  THREEDS_CARDINAL_SDK_BAD_JWT,
  THREEDS_CARDINAL_SDK_CANCELED,
  THREEDS_CARDINAL_SDK_ERROR,
  THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT,
  THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT,
} from "./errors.ts";
import type { CardinalValidatedData } from "./types.ts";
import type { SdkError } from "../lib/sdk-error.ts";

// Cardinal's error numbers (its "Response Objects" documentation) -> our catalogue, as braintree-web maps them.
const BY_NUMBER: Record<number, typeof THREEDS_CARDINAL_SDK_ERROR> = {
  10001: THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT, // timeout of /Init
  10002: THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT, // timeout of /Start
  10003: THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT, // timeout of /Validate
  10007: THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT, // timeout of /Confirm
  10009: THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT, // timeout of /Continue
  10005: THREEDS_CARDINAL_SDK_BAD_CONFIG, // started without a request JWT
  10006: THREEDS_CARDINAL_SDK_BAD_CONFIG, // general configuration error
  10008: THREEDS_CARDINAL_SDK_BAD_JWT, // initialised without a merchant JWT
  10010: THREEDS_CARDINAL_SDK_BAD_JWT, // response JWT invalid
  10011: THREEDS_CARDINAL_SDK_CANCELED, // canceled by the customer
};

/** The error for Cardinal's ActionCode ERROR, with `details.originalError` = `{ code, description }`. */
export function cardinalError(data: CardinalValidatedData): SdkError {
  const entry = BY_NUMBER[data.ErrorNumber as number] ?? THREEDS_CARDINAL_SDK_ERROR;
  return makeError(entry, {
    details: { originalError: { code: data.ErrorNumber, description: data.ErrorDescription } },
  });
}
