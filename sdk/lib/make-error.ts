import { SdkError } from "./sdk-error.ts";
import type { FixedErrorTemplate } from "./errors.ts";

/**
 * Builds an SdkError from a catalogue entry, optionally with another message (same code) and details.
 * Shared by the modules whose catalogues carry fixed messages (union-pay, us-bank-account).
 */
export function makeError(entry: FixedErrorTemplate, extra: { message?: string; details?: unknown } = {}): SdkError {
  const init: { type: FixedErrorTemplate["type"]; code: string; message: string; details?: unknown } = {
    type: entry.type,
    code: entry.code,
    message: extra.message ?? entry.message,
  };
  if (extra.details !== undefined) init.details = extra.details;
  return new SdkError(init);
}
