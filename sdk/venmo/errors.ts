/**
 * Error catalogue of the Venmo module: codes, types and messages of braintree-web 3.109.0
 * (reference/braintree-web-3.109.0-errors.json). Named exports, so a bundle keeps only the errors it raises.
 */
import type { FixedErrorTemplate } from "../lib/errors.ts";

/** gatewayConfiguration.payWithVenmo is missing: Venmo is not enabled for the merchant. */
export const VENMO_NOT_ENABLED: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_NOT_ENABLED",
  message: "Venmo is not enabled for this merchant.",
};

/** tokenize was called while another tokenization of this instance is running. */
export const VENMO_TOKENIZATION_REQUEST_ACTIVE: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_TOKENIZATION_REQUEST_ACTIVE",
  message: "Another tokenization request is active.",
};

/** cancelTokenization was called with no tokenization running. */
export const VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE",
  message: "No tokenization in progress.",
};

/** The Venmo app returned with #venmoError (details.originalError: its message and code). */
export const VENMO_APP_FAILED: FixedErrorTemplate = {
  type: "UNKNOWN",
  code: "VENMO_APP_FAILED",
  message: "Venmo app encountered a problem.",
};

/** The Venmo app returned with #venmoCancel. */
export const VENMO_APP_CANCELED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_APP_CANCELED",
  message: "Venmo app authorization was canceled.",
};

/** The customer came back to the page without a result (manual switch back, or no Venmo app). */
export const VENMO_CANCELED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_CANCELED",
  message: "User canceled Venmo authorization, or Venmo app is not available.",
};

/** Web login: the payment context was canceled, or the popup closed before the customer approved. */
export const VENMO_CUSTOMER_CANCELED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_CUSTOMER_CANCELED",
  message: "User canceled Venmo authorization.",
};

/** Web login: the status query failed (details: the client error). */
export const VENMO_NETWORK_ERROR: FixedErrorTemplate = {
  type: "NETWORK",
  code: "VENMO_NETWORK_ERROR",
  message: "Something went wrong making the request",
};

/** Desktop QR: the customer closed the overlay. */
export const VENMO_DESKTOP_CANCELED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_DESKTOP_CANCELED",
  message: "User canceled Venmo authorization by closing the Venmo Desktop modal.",
};

/** cancelTokenization() ended the running tokenization. */
export const VENMO_TOKENIZATION_CANCELED_BY_MERCHANT: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT",
  message: "The Venmo tokenization was canceled by the merchant.",
};

/** Desktop QR: the flow failed (details.originalError says why). */
export const VENMO_DESKTOP_UNKNOWN_ERROR: FixedErrorTemplate = {
  type: "UNKNOWN",
  code: "VENMO_DESKTOP_UNKNOWN_ERROR",
  message: "Something went wrong with the Venmo Desktop flow.",
};

/** Creating the payment context at create() failed; the message is the gateway's for a GraphQL validation user_error. */
export const VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED: FixedErrorTemplate = {
  type: "NETWORK",
  code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
  message: "Something went wrong creating the Venmo Payment Context.",
};

/** Mobile polling: a status query failed. */
export const VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR: FixedErrorTemplate = {
  type: "UNKNOWN",
  code: "VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR",
  message: "Something went wrong during mobile polling.",
};

/** Mobile polling: the payment context expired. */
export const VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED",
  message: "The Venmo authorization request is expired.",
};

/** Mobile polling: the payment context was canceled. */
export const VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED",
  message: "The Venmo authorization was canceled",
};

/** Mobile polling: no decision within MOBILE_POLLING_WINDOW_MS (5 min). */
export const VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT",
  message: "Customer took too long to authorize Venmo payment.",
};

/** Mobile polling: the payment context failed. */
export const VENMO_MOBILE_POLLING_TOKENIZATION_FAILED: FixedErrorTemplate = {
  type: "UNKNOWN",
  code: "VENMO_MOBILE_POLLING_TOKENIZATION_FAILED",
  message: "The Venmo authorization failed.",
};

/** create: profileId is given (truthy) but not a string. */
export const VENMO_INVALID_PROFILE_ID: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_INVALID_PROFILE_ID",
  message: "Venmo profile ID is invalid.",
};

/** create: deepLinkReturnUrl is given (truthy) but not a string. */
export const VENMO_INVALID_DEEP_LINK_RETURN_URL: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "VENMO_INVALID_DEEP_LINK_RETURN_URL",
  message: "Venmo deep link return URL is invalid.",
};

/** Web login: the payment context failed, or no decision after MAX_STATUS_CHECKS checks. */
export const VENMO_TOKENIZATION_FAILED: FixedErrorTemplate = {
  type: "UNKNOWN",
  code: "VENMO_TOKENIZATION_FAILED",
  message: "Venmo encountered a problem",
};

/** Address collection asked for while enriched customer data is off for the merchant. */
export const VENMO_ECD_DISABLED: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "ECD_DISABLED",
  message:
    "Cannot collect customer data when ECD is disabled. Enable this feature in the Control Panel to collect this data.",
};
/** Web login: the browser refused the popup (braintree-web's frame-service error; tokenize must run in a click handler). */
export const FRAME_SERVICE_FRAME_OPEN_FAILED: FixedErrorTemplate = {
  type: "INTERNAL",
  code: "FRAME_SERVICE_FRAME_OPEN_FAILED",
  message: "Frame failed to open.",
};

/** Web login: the customer closed the popup before it returned (braintree-web's frame-service error). */
export const FRAME_SERVICE_FRAME_CLOSED: FixedErrorTemplate = {
  type: "INTERNAL",
  code: "FRAME_SERVICE_FRAME_CLOSED",
  message: "Frame closed before tokenization could occur.",
};

/** Ours. Web login: the popup stayed open TIMING.customerWaitMs (15 min) without returning; it has been closed. */
export const VENMO_POPUP_TIMEOUT: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_POPUP_TIMEOUT",
  message:
    "The Venmo popup was open for 15 minutes without an answer and has been closed. Call tokenize again to retry.",
};

/** Ours. Desktop QR: the overlay stayed open TIMING.customerWaitMs (15 min) without a decision; it has been closed. */
export const VENMO_DESKTOP_TIMEOUT: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "VENMO_DESKTOP_TIMEOUT",
  message:
    "The Venmo QR code was shown for 15 minutes without an answer and has been closed. Call tokenize again to retry.",
};
