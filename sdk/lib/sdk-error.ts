/** The five error types of braintree-web, in its order. */
export type SdkErrorType = "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";

/** What every SdkError is built from; catalogue entries are this shape minus (sometimes) the message. */
export interface SdkErrorOptions {
  type: SdkErrorType;
  code: string;
  message: string;
  details?: unknown;
}

const TYPES = /* @__PURE__ */ Object.freeze({
  CUSTOMER: "CUSTOMER",
  MERCHANT: "MERCHANT",
  NETWORK: "NETWORK",
  INTERNAL: "INTERNAL",
  UNKNOWN: "UNKNOWN",
} as const);

/**
 * The one error class of the SDK. Its `name` is "BraintreeError" so code written against
 * braintree-web (`err.name === "BraintreeError"`, `err.code`, `err.type`) keeps working.
 * Unlike braintree-web it is a real Error subclass with a stack trace.
 */
export class SdkError extends Error {
  /** Lookup of the valid `type` values (`SdkError.types.MERCHANT`). */
  // A getter, not a static field: es2020 output would need esbuild's class-field helper for the field.
  static get types(): typeof TYPES {
    return TYPES;
  }

  // Declared, not defined (assigned in the constructor, same order): no class-field helpers in es2020 output.
  declare name: "BraintreeError";
  /** Stable machine-readable code, e.g. "CLIENT_AUTHORIZATION_INVALID". */
  declare code: string;
  /** Who can fix it: the customer, the merchant, the network, the SDK (INTERNAL) or nobody knows. */
  declare type: SdkErrorType;
  /** Extra facts; for request errors `{ originalError, httpStatus }`. */
  declare details?: unknown;

  constructor({ type, code, message, details }: SdkErrorOptions) {
    // Same guards as braintree-web: a malformed error is a programming mistake, never a silent one.
    if (!Object.prototype.hasOwnProperty.call(TYPES, type)) throw new Error(`${String(type)} is not a valid type.`);
    if (!code) throw new Error("Error code required.");
    if (!message) throw new Error("Error message required.");
    super(message);
    this.name = "BraintreeError";
    this.code = code;
    this.type = type;
    this.details = details;
  }

  /** Follows `details.originalError` down through nested SdkErrors to the first non-SdkError cause. */
  static findRootError(err: unknown): unknown {
    let current = err;
    while (current instanceof SdkError) {
      const details = current.details as { originalError?: unknown } | undefined;
      if (!details || details.originalError === undefined) break;
      current = details.originalError;
    }
    return current;
  }
}
