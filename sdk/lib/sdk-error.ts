/** The five error types of braintree-web, in its order. */
export type SdkErrorType = "CUSTOMER" | "MERCHANT" | "NETWORK" | "INTERNAL" | "UNKNOWN";

/** What every SdkError is built from; catalogue entries are this shape minus (sometimes) the message. */
export interface SdkErrorOptions {
  type: SdkErrorType;
  code: string;
  message: string;
  details?: unknown;
}

const TYPE_NAMES: readonly SdkErrorType[] = ["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"];

/** `SdkError.types`: each type name mapped to itself. */
export type SdkErrorTypes = { readonly [T in SdkErrorType]: T };

/**
 * The one error class of the SDK. Its `name` is "BraintreeError" so code written against
 * braintree-web (`err.name === "BraintreeError"`, `err.code`, `err.type`) keeps working.
 * Unlike braintree-web it is a real Error subclass with a stack trace.
 */
export class SdkError extends Error {
  /** Lookup of the valid `type` values (`SdkError.types.MERCHANT`). */
  // A getter, not a static field: es2020 output would need esbuild's class-field helper for the field. Built on
  // each read (it is read rarely) so the module keeps no state and does no work when imported.
  static get types(): SdkErrorTypes {
    return Object.freeze(Object.fromEntries(TYPE_NAMES.map((t) => [t, t]))) as SdkErrorTypes;
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
    if (!TYPE_NAMES.includes(type)) throw new Error(`${String(type)} is not a valid type.`);
    if (!code) throw new Error("Error code required.");
    if (!message) throw new Error("Error message required.");
    super(message);
    this.name = "BraintreeError";
    this.code = code;
    this.type = type;
    this.details = details;
  }
}
