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

/** Errors shared by every module (braintree-web src/lib/errors.js). Messages built at the raise site are left out. */
export const sharedErrors = {
  INVALID_USE_OF_INTERNAL_FUNCTION: { type: "INTERNAL", code: "INVALID_USE_OF_INTERNAL_FUNCTION" },
  INSTANTIATION_OPTION_REQUIRED: { type: "MERCHANT", code: "INSTANTIATION_OPTION_REQUIRED" },
  INCOMPATIBLE_VERSIONS: { type: "MERCHANT", code: "INCOMPATIBLE_VERSIONS" },
  CLIENT_SCRIPT_FAILED_TO_LOAD: {
    type: "NETWORK",
    code: "CLIENT_SCRIPT_FAILED_TO_LOAD",
    message: "Braintree client script could not be loaded.",
  },
  METHOD_CALLED_AFTER_TEARDOWN: { type: "MERCHANT", code: "METHOD_CALLED_AFTER_TEARDOWN" },
} as const satisfies Record<string, ErrorTemplate>;

/** Same entries under the names the contract uses (`import { INSTANTIATION_OPTION_REQUIRED } from ".../errors.ts"`). */
export const {
  INVALID_USE_OF_INTERNAL_FUNCTION,
  INSTANTIATION_OPTION_REQUIRED,
  INCOMPATIBLE_VERSIONS,
  CLIENT_SCRIPT_FAILED_TO_LOAD,
  METHOD_CALLED_AFTER_TEARDOWN,
} = sharedErrors;
