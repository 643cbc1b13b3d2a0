// The shared error catalogue, as named exports imported as a namespace, so a bundle keeps only the entries it raises.
import type { SdkErrorType } from "./sdk-error.ts";

/** A catalogue entry: type and code, plus the message when it never varies. */
export interface ErrorTemplate {
  readonly type: SdkErrorType;
  readonly code: string;
  readonly message?: string;
}

/** A catalogue entry whose message is fixed. */
export interface FixedErrorTemplate extends ErrorTemplate {
  readonly message: string;
}

/** Raised when an internal helper is misused (never by merchant code). */
export const INVALID_USE_OF_INTERNAL_FUNCTION = { type: "INTERNAL", code: "INVALID_USE_OF_INTERNAL_FUNCTION" } as const;
/** A module was created without a required option (client/authorization). */
export const INSTANTIATION_OPTION_REQUIRED = { type: "MERCHANT", code: "INSTANTIATION_OPTION_REQUIRED" } as const;
/** A module was given a client of another SDK version. */
export const INCOMPATIBLE_VERSIONS = { type: "MERCHANT", code: "INCOMPATIBLE_VERSIONS" } as const;
/** braintree-web's deferred client script failed to load (kept for completeness; this SDK imports its client). */
export const CLIENT_SCRIPT_FAILED_TO_LOAD = {
  type: "NETWORK",
  code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
  message: "Braintree client script could not be loaded.",
} as const;
/** A method was called on an instance after teardown. */
export const METHOD_CALLED_AFTER_TEARDOWN = { type: "MERCHANT", code: "METHOD_CALLED_AFTER_TEARDOWN" } as const;

/**
 * Errors shared by every module (braintree-web src/lib/errors.js) are the named exports above; modules import
 * them as a namespace (`import * as sharedErrors`) so a bundle keeps only the entries it uses.
 */
