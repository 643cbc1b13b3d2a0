import { makeError } from "../lib/make-error.ts";
import { THREEDS_UNRECOGNIZED_VERSION, THREEDS_UNSUPPORTED_VERSION } from "./errors.ts";
import type { Framework } from "./types.ts";

const FRAMEWORKS: Record<string, Framework> = {
  "2": "cardinal-modal",
  "2-cardinal-modal": "cardinal-modal",
  "2-bootstrap3-modal": "bootstrap3-modal",
  "2-inline-iframe": "inline-iframe",
};

/**
 * The UI variant of a create `version`: "2" and "2-cardinal-modal" (our modal), "2-bootstrap3-modal",
 * "2-inline-iframe". Throws THREEDS_UNSUPPORTED_VERSION for a missing, empty or "1" version and
 * THREEDS_UNRECOGNIZED_VERSION for anything else.
 */
export function frameworkOf(version: unknown): Framework {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value is checked; others are unrecognized
  const text = String(version || "");
  if (!text || text === "1") throw makeError(THREEDS_UNSUPPORTED_VERSION);
  const framework = FRAMEWORKS[text];
  if (framework) return framework;
  throw makeError(THREEDS_UNRECOGNIZED_VERSION, {
    message: `Version \`${String(version)}\` is not a recognized version. You may need to update the version of your Braintree SDK to support this version.`,
  });
}
