// The client's configuration: the authorization parsed, then the GraphQL ClientConfiguration where braintree-web
// uses it, with the REST fallback.
import { SdkError } from "../lib/sdk-error.ts";
import { uuid } from "../lib/uuid.ts";
import {
  BRAINTREE_API_VERSION,
  BRAINTREE_LIBRARY_VERSION,
  GRAPHQL_URLS,
  INTEGRATION,
  PLATFORM,
  SOURCE,
  VERSION,
  isGatewayEnvironment,
} from "../lib/constants.ts";
import { parseAuthorization } from "./authorization.ts";
import { CONFIG_VERSION } from "./constants.ts";
import * as clientErrors from "./errors.ts";
import { gatewayRequest } from "./gateway-request.ts";
import type { ClientConfiguration } from "./types.ts";

/**
 * Builds a client's configuration: parses the authorization (CLIENT_INVALID_AUTHORIZATION), then fetches the
 * gateway configuration with GET configUrl with the key or fingerprint, `_meta`, `braintreeLibraryVersion` and
 * `configVersion=3` (or the GraphQL ClientConfiguration query first, where braintree-web does that). Rejects
 * CLIENT_AUTHORIZATION_INSUFFICIENT (403), CLIENT_AUTHORIZATION_INVALID (401) or CLIENT_GATEWAY_NETWORK (anything
 * else), with `details.originalError`.
 */
export async function fetchConfiguration(
  authorization: string,
  sessionId?: string,
  debug?: boolean,
): Promise<ClientConfiguration> {
  // Like braintree-web, a client token's configUrl is fetched as given (the merchant's server issued it); the
  // URLs in the configuration that comes back are what the client's domain check guards.
  const { attrs, environment, graphQL, configUrl } = parseAuthorization(authorization);
  const analyticsMetadata = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- no location outside browsers
    merchantAppId: globalThis.location?.host ?? "",
    platform: PLATFORM,
    sdkVersion: VERSION,
    source: SOURCE,
    integration: INTEGRATION,
    integrationType: INTEGRATION,
    sessionId: sessionId || uuid(),
  };
  // Same rule as braintree-web: tokenization keys always ask GraphQL first; client tokens only when their
  // GraphQL schema date is not newer than the API version this SDK speaks. The gateway writes dates as
  // zero-padded YYYY-MM-DD, whose string order is their date order.
  const graphQLUrl = attrs.authorizationFingerprint
    ? graphQL && graphQL.date <= BRAINTREE_API_VERSION && graphQL.url
    : attrs.tokenizationKey && isGatewayEnvironment(environment) && GRAPHQL_URLS[environment];
  const result = await gatewayRequest({
    method: "GET",
    url: configUrl,
    data: {
      ...attrs,
      _meta: analyticsMetadata,
      braintreeLibraryVersion: BRAINTREE_LIBRARY_VERSION,
      configVersion: CONFIG_VERSION,
    },
    graphQL: graphQLUrl
      ? {
          url: graphQLUrl,
          features: ["configuration"],
          metadata: { source: SOURCE, integration: INTEGRATION, sessionId: analyticsMetadata.sessionId },
        }
      : undefined,
  });
  if (!result.ok) {
    const { status } = result;
    const template =
      status === 403
        ? clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT
        : status === 401
          ? clientErrors.CLIENT_AUTHORIZATION_INVALID
          : clientErrors.CLIENT_GATEWAY_NETWORK;
    throw new SdkError({ ...template, details: { originalError: result.error } });
  }
  return {
    authorization,
    authorizationType: attrs.tokenizationKey ? "TOKENIZATION_KEY" : "CLIENT_TOKEN",
    // Undefined for tokenization keys; dropped by the JSON copy getConfiguration() makes.
    authorizationFingerprint: attrs.authorizationFingerprint,
    analyticsMetadata,
    gatewayConfiguration: result.body as ClientConfiguration["gatewayConfiguration"],
    ...(debug && { isDebug: true }),
  };
}
