/**
 * Error catalogue of the PayPal module: codes, types and messages of braintree-web 3.109.0, plus
 * PAYPAL_POPUP_TIMEOUT (ours: braintree-web waits for the popup forever).
 */
import type { FixedErrorTemplate } from "../lib/errors.ts";

/** gatewayConfiguration.paypalEnabled is not true. */
export const PAYPAL_NOT_ENABLED: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "PAYPAL_NOT_ENABLED",
  message: "PayPal is not enabled for this merchant.",
};

/** tokenize was called while another tokenization of this instance is running. */
export const PAYPAL_TOKENIZATION_REQUEST_ACTIVE: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "PAYPAL_TOKENIZATION_REQUEST_ACTIVE",
  message: "Another tokenization request is active.",
};

/** Creating the account (payment_methods/paypal_accounts) failed with something other than a client error. */
export const PAYPAL_ACCOUNT_TOKENIZATION_FAILED: FixedErrorTemplate = {
  type: "NETWORK",
  code: "PAYPAL_ACCOUNT_TOKENIZATION_FAILED",
  message: "Could not tokenize user's PayPal account.",
};

/** Starting the flow (paypal_hermes) failed with something other than a client error or a 422. */
export const PAYPAL_FLOW_FAILED: FixedErrorTemplate = {
  type: "NETWORK",
  code: "PAYPAL_FLOW_FAILED",
  message: "Could not initialize PayPal flow.",
};

/** options.flow is missing or is neither "checkout" nor "vault". */
export const PAYPAL_FLOW_OPTION_REQUIRED: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "PAYPAL_FLOW_OPTION_REQUIRED",
  message: "PayPal flow property is invalid or missing.",
};

/** The browser refused the popup (window.open returned null): tokenize must run in a click handler. */
export const PAYPAL_POPUP_OPEN_FAILED: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "PAYPAL_POPUP_OPEN_FAILED",
  message: "PayPal popup failed to open, make sure to tokenize in response to a user action.",
};

/** The popup was closed (by the customer, closeWindow() or teardown()) or the customer canceled. */
export const PAYPAL_POPUP_CLOSED: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "PAYPAL_POPUP_CLOSED",
  message: "Customer closed PayPal popup before authorizing.",
};

/** The gateway answered 422 to the flow start: the payment options (amount, currency, intent, …) are invalid. */
export const PAYPAL_INVALID_PAYMENT_OPTION: FixedErrorTemplate = {
  type: "MERCHANT",
  code: "PAYPAL_INVALID_PAYMENT_OPTION",
  message: "PayPal payment options are invalid.",
};

/** Ours. The customer left the popup open for POPUP_TIMEOUT_MS (15 min) without approving; the popup is closed. */
export const PAYPAL_POPUP_TIMEOUT: FixedErrorTemplate = {
  type: "CUSTOMER",
  code: "PAYPAL_POPUP_TIMEOUT",
  message:
    "The PayPal popup was open for 15 minutes without an answer and has been closed. Call tokenize again to retry.",
};
