/**
 * Error catalogue of the SEPA module: codes, types, messages and string `details` of braintree-web 3.109.0, plus
 * SEPA_POPUP_TIMEOUT (ours: braintree-web waits for the popup forever).
 */
import type { FixedErrorTemplate } from "../lib/errors.ts";

/** A catalogue entry whose `details` is a fixed string naming the step that failed (braintree-web's shape). */
export interface SepaErrorTemplate extends FixedErrorTemplate {
  readonly details?: string;
}

/** The mandate request failed or its answer had no sepaDebitAccount. */
export const SEPA_CREATE_MANDATE_FAILED: SepaErrorTemplate = {
  type: "MERCHANT",
  code: "SEPA_CREATE_MANDATE_FAILED",
  message: "SEPA create mandate failed.",
  details: "create-mandate",
};

/** The customer canceled on the approval page or closed the popup. */
export const SEPA_CUSTOMER_CANCELED: SepaErrorTemplate = {
  type: "CUSTOMER",
  code: "SEPA_CUSTOMER_CANCELED",
  message: "User canceled SEPA authorization",
  details: "customer-canceled",
};

/** mandateType is neither ONE_OFF nor RECURRENT. */
export const SEPA_INVALID_MANDATE_TYPE: SepaErrorTemplate = {
  type: "MERCHANT",
  code: "SEPA_INVALID_MANDATE_TYPE",
  message: "SEPA mandate type is invalid",
};

/** The popup could not be opened (blocked: tokenize must run in a click handler) or came back with neither success nor cancel. */
export const SEPA_TOKENIZATION_FAILED: SepaErrorTemplate = {
  type: "UNKNOWN",
  code: "SEPA_TOKENIZATION_FAILED",
  message: "SEPA encountered a problem",
  details: "open-popup",
};

/** One of iban, merchantAccountId, mandateType, customerId, accountHolderName, countryCode is missing. */
export const SEPA_TOKENIZE_MISSING_REQUIRED_OPTION: SepaErrorTemplate = {
  type: "MERCHANT",
  code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
  message: "Missing required option for tokenize.",
};

/** The nonce exchange (payment_methods/sepa_debit_accounts) failed or answered without a nonce. */
export const SEPA_TRANSACTION_FAILED: SepaErrorTemplate = {
  type: "UNKNOWN",
  code: "SEPA_TRANSACTION_FAILED",
  message: "SEPA transaction failed",
  details: "handle-approval",
};

/** Ours. The popup stayed open for POPUP_TIMEOUT_MS (15 min) without an answer; it has been closed. */
export const SEPA_POPUP_TIMEOUT: SepaErrorTemplate = {
  type: "CUSTOMER",
  code: "SEPA_POPUP_TIMEOUT",
  message:
    "The SEPA approval popup was open for 15 minutes without an answer and has been closed. Call tokenize again to retry.",
  details: "popup-timeout",
};
