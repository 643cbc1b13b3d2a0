import { jsonClone } from "../lib/json-clone.ts";
import { BRAINTREE_LIBRARY_VERSION } from "../lib/constants.ts";
import type { ClientConfiguration } from "./types.ts";

/**
 * The body (or query) of every client API request: the caller's data, `braintreeLibraryVersion`, `_meta`
 * (analytics metadata overlaid with any `_meta` the caller passed) and the tokenization key or fingerprint.
 */
export function addMetadata(configuration: ClientConfiguration, data: Record<string, unknown> | undefined): Record<string, unknown> {
  const attrs: Record<string, unknown> = data ? jsonClone(data) : {};
  const meta: Record<string, unknown> = { ...jsonClone(configuration.analyticsMetadata) };
  const callerMeta = attrs._meta;
  attrs.braintreeLibraryVersion = BRAINTREE_LIBRARY_VERSION;
  if (typeof callerMeta === "object" && callerMeta !== null) Object.assign(meta, callerMeta);
  attrs._meta = meta;
  if (configuration.authorizationType === "TOKENIZATION_KEY") attrs.tokenizationKey = configuration.authorization;
  else attrs.authorizationFingerprint = configuration.authorizationFingerprint;
  return attrs;
}
