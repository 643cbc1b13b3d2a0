/**
 * Error catalogue of the UnionPay module: codes, types and messages of braintree-web 3.109.0, plus
 * UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED for a valid Hosted Fields instance (this SDK has no hosted-fields bridge).
 */
export interface ErrorEntry {
  type: "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";
  code: string;
  message: string;
}

/** gatewayConfiguration.unionPay.enabled is not true. */
export const UNIONPAY_NOT_ENABLED: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_NOT_ENABLED",
  message: "UnionPay is not enabled for this merchant.",
};

/** options.hostedFields is not a Hosted Fields instance (it has no `_bus`). */
export const UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
  message: "Found an invalid Hosted Fields instance. Please use a valid Hosted Fields instance.",
};

/** In braintree-web's catalogue but raised by none of its UnionPay methods; kept for completeness, unused here too. */
export const UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_HOSTED_FIELDS_INSTANCE_REQUIRED",
  message: "Could not find the Hosted Fields instance.",
};

/** Neither a card (with a number) nor a Hosted Fields instance was given. */
export const UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
  message: "A card or a Hosted Fields instance is required. Please supply a card or a Hosted Fields instance.",
};

/** Both a card and a Hosted Fields instance were given. */
export const UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
  message: "Please supply either a card or a Hosted Fields instance, not both.",
};

/** enroll got only one of expirationMonth and expirationYear (and no expirationDate). */
export const UNIONPAY_EXPIRATION_DATE_INCOMPLETE: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
  message: "You must supply expiration month and year or neither.",
};

/** Enrollment answered an HTTP status under 500 (other than 403). */
export const UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID: ErrorEntry = {
  type: "CUSTOMER",
  code: "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
  message: "Enrollment failed due to user input error.",
};

/** Enrollment answered 500+ or failed without an HTTP status. */
export const UNIONPAY_ENROLLMENT_NETWORK_ERROR: ErrorEntry = {
  type: "NETWORK",
  code: "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
  message: "Could not enroll UnionPay card.",
};

/** The capabilities lookup failed (any failure but 403). */
export const UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR: ErrorEntry = {
  type: "NETWORK",
  code: "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
  message: "Could not fetch card capabilities.",
};

/** Tokenization answered 500+, failed without an HTTP status, or answered without a card. */
export const UNIONPAY_TOKENIZATION_NETWORK_ERROR: ErrorEntry = {
  type: "NETWORK",
  code: "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
  message: "A tokenization network error occurred.",
};

/** enroll was called without options.mobile. */
export const UNIONPAY_MISSING_MOBILE_PHONE_DATA: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_MISSING_MOBILE_PHONE_DATA",
  message: "A `mobile` with `countryCode` and `number` is required.",
};

/** Tokenization answered an HTTP status under 500 (other than 403). */
export const UNIONPAY_FAILED_TOKENIZATION: ErrorEntry = {
  type: "CUSTOMER",
  code: "UNIONPAY_FAILED_TOKENIZATION",
  message: "The supplied card data failed tokenization.",
};

/**
 * Ours. A valid Hosted Fields instance was given, but this SDK ships no hosted-fields frame to read the card
 * from it; braintree-web would load its UnionPay hosted-fields frame here.
 */
export const UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED: ErrorEntry = {
  type: "MERCHANT",
  code: "UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED",
  message:
    "UnionPay with a Hosted Fields instance is not supported by this SDK. Pass the card details in options.card instead.",
};
