/**
 * Error catalogue of the US bank account module: the codes, types and messages of braintree-web 3.109.0,
 * plus BRAINTREE_API_ACCESS_RESTRICTED, which braintree-web meant to raise on HTTP 401 but could not
 * (the entry is missing from its shared catalogue, so callers got a TypeError).
 */
export interface ErrorEntry {
  type: "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";
  code: string;
  message: string;
}

/**
 * A required tokenize option is missing. The catalogue message is the mandateText one; the other cases pass
 * one of the messages below.
 */
export const US_BANK_ACCOUNT_OPTION_REQUIRED: ErrorEntry = {
  type: "MERCHANT",
  code: "US_BANK_ACCOUNT_OPTION_REQUIRED",
  message: "mandateText property is required.",
};

// The other messages of US_BANK_ACCOUNT_OPTION_REQUIRED (separate constants: the minifier shortens their names).
/** US_BANK_ACCOUNT_OPTION_REQUIRED message when neither bankDetails nor bankLogin is given. */
export const BANK_DETAILS_OR_LOGIN_REQUIRED = "tokenize must be called with bankDetails or bankLogin.";
/** US_BANK_ACCOUNT_OPTION_REQUIRED message when bankLogin has no displayName. */
export const DISPLAY_NAME_REQUIRED = "displayName property is required when using bankLogin.";
/** US_BANK_ACCOUNT_OPTION_REQUIRED message when bankDetails.accountType is not a string (ours: braintree-web throws a TypeError). */
export const ACCOUNT_TYPE_REQUIRED = "bankDetails.accountType property is required.";

/** tokenize got both bankDetails and bankLogin. */
export const US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS: ErrorEntry = {
  type: "MERCHANT",
  code: "US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
  message: "tokenize must be called with bankDetails or bankLogin, not both.",
};

/** The bank-linking script failed to load, loaded without its global, timed out, or its widget failed to open. */
export const US_BANK_ACCOUNT_LOGIN_LOAD_FAILED: ErrorEntry = {
  type: "NETWORK",
  code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
  message: "Bank login flow failed to load.",
};

/** The customer left the bank-login widget before linking an account. */
export const US_BANK_ACCOUNT_LOGIN_CLOSED: ErrorEntry = {
  type: "CUSTOMER",
  code: "US_BANK_ACCOUNT_LOGIN_CLOSED",
  message: "Customer closed bank login flow before authorizing.",
};

/** A bank login is already in progress on this instance. */
export const US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE: ErrorEntry = {
  type: "MERCHANT",
  code: "US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
  message: "Another bank login tokenization request is active.",
};

/** Tokenization failed with HTTP 500+ or without an HTTP status (GraphQL errors, unreadable answers). */
export const US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR: ErrorEntry = {
  type: "NETWORK",
  code: "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR",
  message: "A tokenization network error occurred.",
};

/** Tokenization failed with an HTTP status under 500 (other than 401). */
export const US_BANK_ACCOUNT_FAILED_TOKENIZATION: ErrorEntry = {
  type: "CUSTOMER",
  code: "US_BANK_ACCOUNT_FAILED_TOKENIZATION",
  message: "The supplied data failed tokenization.",
};

/** The gateway configuration has no usBankAccount section. */
export const US_BANK_ACCOUNT_NOT_ENABLED: ErrorEntry = {
  type: "MERCHANT",
  code: "US_BANK_ACCOUNT_NOT_ENABLED",
  message: "US bank account is not enabled.",
};

/** The gateway configuration has no bank-linking (usBankAccount.plaid) section. */
export const US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED: ErrorEntry = {
  type: "MERCHANT",
  code: "US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED",
  message: "Bank login is not enabled.",
};

/**
 * Tokenization answered HTTP 401. Code and message are the ones braintree-web's older shared catalogue
 * defined for this case; 3.109.0 dropped the entry and so rejects with a TypeError instead.
 */
export const BRAINTREE_API_ACCESS_RESTRICTED: ErrorEntry = {
  type: "MERCHANT",
  code: "BRAINTREE_API_ACCESS_RESTRICTED",
  message: "Your access is restricted and cannot use this part of the Braintree API.",
};
