import { SdkError } from "../lib/sdk-error.ts";
import type { ErrorEntry } from "./errors.ts";

/** Builds an SdkError from a catalogue entry, optionally with another message (same code) and details. */
export function makeError(entry: ErrorEntry, extra: { message?: string; details?: unknown } = {}): SdkError {
  const init: { type: ErrorEntry["type"]; code: string; message: string; details?: unknown } = {
    type: entry.type,
    code: entry.code,
    message: extra.message ?? entry.message,
  };
  if (extra.details !== undefined) init.details = extra.details;
  return new SdkError(init);
}
