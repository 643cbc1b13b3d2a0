import { SdkError } from "./sdk-error.ts";
import type { FixedErrorTemplate } from "./errors.ts";

/** Keeps an SdkError as is; wraps anything else in `template` with `details.originalError`. */
export function convertToSdkError(original: unknown, template: FixedErrorTemplate): SdkError {
  if (original instanceof SdkError) return original;
  return new SdkError({ ...template, details: { originalError: original } });
}
