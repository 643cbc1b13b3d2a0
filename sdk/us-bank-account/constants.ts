/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "US Bank Account";

/** Result type of every tokenization. */
export const PAYMENT_METHOD_TYPE = "us_bank_account";

/** Description prefix; the last four digits of the account follow. */
export const DESCRIPTION_PREFIX = "US bank account ending in - ";

// The bank-login chunk's constants are in bank-login-constants.ts.
