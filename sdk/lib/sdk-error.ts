// SdkError, named "BraintreeError" as braintree-web's is. It has no runtime guards: every error is made from a typed
// catalogue entry, so the guards would only add bytes.
/** The five error types of braintree-web, in its order. */
export type SdkErrorType = "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";

/** What every SdkError is built from; catalogue entries are this shape minus (sometimes) the message. */
export interface SdkErrorOptions {
  type: SdkErrorType;
  code: string;
  message: string;
  details?: unknown;
}

/**
 * The one error class of the SDK. Its `name` is "BraintreeError" so code written against
 * braintree-web (`err.name === "BraintreeError"`, `err.code`, `err.type`) keeps working.
 * Unlike braintree-web it is a real Error subclass with a stack trace.
 */
export class SdkError extends Error {
  // Declared, not defined (assigned in the constructor, same order): no class-field helpers in es2020 output.
  declare name: "BraintreeError";
  /** Stable machine-readable code, e.g. "CLIENT_AUTHORIZATION_INVALID". */
  declare code: string;
  /** Who can fix it: the customer, the merchant, the network, the SDK (INTERNAL) or nobody knows. */
  declare type: SdkErrorType;
  /** Extra facts; for request errors `{ originalError, httpStatus }`. */
  declare details?: unknown;

  constructor({ type, code, message, details }: SdkErrorOptions) {
    super(message);
    this.name = "BraintreeError";
    this.code = code;
    this.type = type;
    this.details = details;
  }
}
