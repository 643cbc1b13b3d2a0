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
import type { AuthorizationData } from "./authorization.ts";
import { CONFIG_VERSION } from "./constants.ts";
import * as clientErrors from "./errors.ts";
import { gatewayRequest, type GraphQLRoute } from "./gateway-request.ts";
import type { AnalyticsMetadata, ClientConfiguration } from "./types.ts";

function dateParts(date: string): number {
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  return new Date(y, m, d).getTime();
}

function pageHost(): string {
  return (globalThis as { location?: { host?: string } }).location?.host ?? "";
}

/** The `_meta` block: who is calling, from which page, in which session. */
export function createAnalyticsMetadata(sessionId: string | undefined): AnalyticsMetadata {
  return {
    merchantAppId: pageHost(),
    platform: PLATFORM,
    sdkVersion: VERSION,
    source: SOURCE,
    integration: INTEGRATION,
    integrationType: INTEGRATION,
    sessionId: sessionId || uuid(),
  };
}

function graphQLRoute(auth: AuthorizationData, metadata: AnalyticsMetadata): GraphQLRoute | undefined {
  const clientSdkMetadata = { source: metadata.source, integration: metadata.integration, sessionId: metadata.sessionId };
  // Same rule as braintree-web: tokenization keys always ask GraphQL first; client tokens only when their
  // GraphQL schema date is not newer than the API version this SDK speaks.
  if (auth.attrs.authorizationFingerprint && auth.graphQL) {
    if (dateParts(auth.graphQL.date) <= dateParts(BRAINTREE_API_VERSION)) {
      return { url: auth.graphQL.url, features: ["configuration"], metadata: clientSdkMetadata };
    }
    return undefined;
  }
  if (auth.attrs.tokenizationKey && isGatewayEnvironment(auth.environment)) {
    return { url: GRAPHQL_URLS[auth.environment], features: ["configuration"], metadata: clientSdkMetadata };
  }
  return undefined;
}

/**
 * Fetches the gateway configuration for an authorization: GET configUrl with the key or fingerprint,
 * `_meta`, `braintreeLibraryVersion` and `configVersion=3` (or the GraphQL ClientConfiguration query first,
 * where braintree-web does that). Rejects CLIENT_AUTHORIZATION_INSUFFICIENT (403), CLIENT_AUTHORIZATION_INVALID
 * (401) or CLIENT_GATEWAY_NETWORK (anything else), with `details.originalError`.
 */
export async function fetchConfiguration(
  auth: AuthorizationData,
  sessionId: string | undefined,
): Promise<Omit<ClientConfiguration, "authorization">> {
  const analyticsMetadata = createAnalyticsMetadata(sessionId);
  const data: Record<string, unknown> = {
    ...auth.attrs,
    _meta: analyticsMetadata,
    braintreeLibraryVersion: BRAINTREE_LIBRARY_VERSION,
    configVersion: CONFIG_VERSION,
  };
  const result = await gatewayRequest({
    method: "GET",
    url: auth.configUrl,
    data,
    graphQL: graphQLRoute(auth, analyticsMetadata),
  });
  if (!result.ok) {
    const template =
      result.status === 403
        ? clientErrors.CLIENT_AUTHORIZATION_INSUFFICIENT
        : result.status === 401
          ? clientErrors.CLIENT_AUTHORIZATION_INVALID
          : clientErrors.CLIENT_GATEWAY_NETWORK;
    throw new SdkError({ ...template, details: { originalError: result.error } });
  }
  const configuration: Omit<ClientConfiguration, "authorization"> = {
    authorizationType: auth.attrs.tokenizationKey ? "TOKENIZATION_KEY" : "CLIENT_TOKEN",
    // Undefined for tokenization keys; dropped by the JSON copy getConfiguration() makes.
    authorizationFingerprint: auth.attrs.authorizationFingerprint,
    analyticsMetadata,
    gatewayConfiguration: result.body as ClientConfiguration["gatewayConfiguration"],
  };
  return configuration;
}
