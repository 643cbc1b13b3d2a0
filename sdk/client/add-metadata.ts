import { BRAINTREE_LIBRARY_VERSION } from "../lib/constants.ts";
import type { ClientConfiguration } from "./types.ts";

/**
 * The body (or query) of every client API request: a copy of the caller's data, `braintreeLibraryVersion`,
 * `_meta` (analytics metadata overlaid with any `_meta` the caller passed) and the tokenization key or fingerprint.
 */
export function addMetadata(
  configuration: ClientConfiguration,
  data: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const attrs: Record<string, unknown> = data ? JSON.parse(JSON.stringify(data)) : {};
  const callerMeta = attrs._meta;
  attrs.braintreeLibraryVersion = BRAINTREE_LIBRARY_VERSION;
  attrs._meta = { ...configuration.analyticsMetadata, ...(typeof callerMeta === "object" && callerMeta) };
  if (configuration.authorizationType === "TOKENIZATION_KEY") attrs.tokenizationKey = configuration.authorization;
  else attrs.authorizationFingerprint = configuration.authorizationFingerprint;
  return attrs;
}
