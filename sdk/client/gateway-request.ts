import { httpRequest, TIMEOUT_STATUS } from "../lib/http-request.ts";
import { parseJson } from "../lib/parse-json.ts";
import { appendQuery } from "../lib/querystring.ts";
import { BRAINTREE_API_VERSION, DEFAULT_REQUEST_TIMEOUT_MS } from "../lib/constants.ts";
import { MAX_RETRIES, RETRY_STATUS } from "./constants.ts";
import { adaptGraphQLError, graphQLStatus, shouldFallBackToClientApi } from "./graphql-response.ts";
import { adaptGraphQLConfiguration } from "./graphql-configuration-adapter.ts";
import { CONFIGURATION_OPERATION_NAME, configurationQuery } from "./graphql-configuration-query.ts";

/** Routes a configuration request to GraphQL first (braintree-web's "configuration" GraphQL feature). */
export interface GraphQLConfigurationRoute {
  url: string;
  metadata: { source: string; integration: string; sessionId: string };
}

/** One logical request; retries and the GraphQL-to-REST fallback happen inside. */
export interface GatewayRequestOptions {
  method: string;
  url: string;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
  timeout?: number;
  graphQLConfiguration?: GraphQLConfigurationRoute;
}

/** Outcome: `error` is set (the parsed error body, or "error") when status is outside 200-399. */
export type GatewayResult = { ok: true; body: unknown; status: number } | { ok: false; error: unknown; status: number };

function isConfigurationPath(url: string): boolean {
  const parts = url.split("/client_api/v1/");
  return parts.length > 1 && parts[1]!.split("?")[0] === "configuration";
}

function graphQLConfigurationRequest(options: GatewayRequestOptions, route: GraphQLConfigurationRoute) {
  const data = options.data ?? {};
  const token = (data.authorizationFingerprint ?? data.tokenizationKey) as string | undefined;
  return {
    method: "POST",
    url: route.url,
    headers: {
      "Content-Type": "application/json",
      ...options.headers,
      Authorization: `Bearer ${String(token)}`,
      "Braintree-Version": BRAINTREE_API_VERSION,
    },
    body: JSON.stringify({
      clientSdkMetadata: route.metadata,
      query: configurationQuery(),
      operationName: CONFIGURATION_OPERATION_NAME,
    }),
  };
}

function restRequest(options: GatewayRequestOptions) {
  const method = options.method.toUpperCase();
  const headers = { "Content-Type": "application/json", ...options.headers };
  const data = options.data ?? {};
  if (method === "GET") return { method, url: appendQuery(options.url, data), headers, body: null };
  return { method, url: options.url, headers, body: JSON.stringify(data) };
}

function clientConfiguration(parsed: unknown): Record<string, unknown> | undefined {
  const config = (parsed as { data?: { clientConfiguration?: unknown } } | null)?.data?.clientConfiguration;
  return typeof config === "object" && config !== null ? (config as Record<string, unknown>) : undefined;
}

function adaptConfiguration(parsed: unknown, route: GraphQLConfigurationRoute): unknown {
  const config = clientConfiguration(parsed);
  return config ? adaptGraphQLConfiguration(config, route.url) : adaptGraphQLError(parsed);
}

/**
 * Sends a request the way braintree-web's transport does: JSON body (query string for GET), one retry when
 * there was no status at all or 408, and for a GraphQL-routed configuration request a fallback to REST when
 * GraphQL is unreachable or answers UNKNOWN/INTERNAL. Never rejects; a timeout ends as status -1.
 */
export async function gatewayRequest(options: GatewayRequestOptions): Promise<GatewayResult> {
  const timeout = options.timeout ?? DEFAULT_REQUEST_TIMEOUT_MS;
  let retries = 0;
  let route = options.graphQLConfiguration && isConfigurationPath(options.url) ? options.graphQLConfiguration : undefined;
  for (;;) {
    const useGraphQL = route !== undefined;
    const req = route ? graphQLConfigurationRequest(options, route) : restRequest(options);
    const res = await httpRequest({ ...req, timeout });
    if (route && (res.status === 0 || res.status === TIMEOUT_STATUS)) {
      // GraphQL unreachable (often a Content-Security-Policy): ask the REST client API instead.
      route = undefined;
      continue;
    }
    const parsed = parseJson(res.text);
    const body = route ? adaptConfiguration(parsed, route) : parsed;
    let status = route ? graphQLStatus(res.status, parsed) : res.status;
    // A "successful" GraphQL answer without clientConfiguration is a broken one (braintree-web hits a TypeError).
    if (route && status === 200 && !clientConfiguration(parsed)) status = 500;
    if (status >= 200 && status < 400) return { ok: true, body, status };
    if (useGraphQL && shouldFallBackToClientApi(parsed)) {
      route = undefined;
      continue;
    }
    if (retries < MAX_RETRIES && (!status || status === RETRY_STATUS || status === TIMEOUT_STATUS)) {
      retries++;
      continue;
    }
    return { ok: false, error: body || "error", status: status || 500 };
  }
}
