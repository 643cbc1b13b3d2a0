import { httpRequest, TIMEOUT_STATUS } from "../lib/http-request.ts";
import { parseJson } from "../lib/parse-json.ts";
import { appendQuery } from "../lib/querystring.ts";
import { BRAINTREE_API_VERSION, DEFAULT_REQUEST_TIMEOUT_MS } from "../lib/constants.ts";
import { MAX_RETRIES, RETRY_STATUS } from "./constants.ts";
import { adaptGraphQLError, graphQLStatus, shouldFallBackToClientApi } from "./graphql-response.ts";
import { adaptGraphQLConfiguration } from "./graphql-configuration-adapter.ts";
import { CONFIGURATION_OPERATION_NAME, configurationQuery } from "./graphql-configuration-query.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * GraphQL features that take over client API paths (braintree-web's "GraphQL features"): when the route lists
 * the feature for a request's path, the request goes to GraphQL instead and the answer is adapted back.
 */
export interface GraphQLRoute {
  url: string;
  /** Lower-case feature names, e.g. "configuration", "tokenize_credit_cards". */
  features: readonly string[];
  metadata: { source: string; integration: string; sessionId: string };
}

/** How one GraphQL feature builds its request and reads the answer. */
export interface FeatureCodec {
  body(data: Json): Json;
  /** The REST-shaped body, or undefined for an error answer (then adaptGraphQLError gives the REST error shape). */
  adapt(parsed: unknown, route: GraphQLRoute): unknown;
  /** A "successful" answer this feature cannot use counts as a failure. */
  usable(parsed: unknown): boolean;
}

interface Feature {
  path: string;
  /** The codec; card tokenization's lives in its own chunk, fetched only when a card is tokenized over GraphQL. */
  load(): Promise<FeatureCodec> | FeatureCodec;
}

function clientConfiguration(parsed: unknown): Json | undefined {
  const config = (parsed as { data?: { clientConfiguration?: unknown } } | null)?.data?.clientConfiguration;
  return typeof config === "object" && config !== null ? (config as Json) : undefined;
}

const FEATURES: Readonly<Record<string, Feature>> = {
  configuration: {
    path: "configuration",
    load: () => ({
      body: () => ({ query: configurationQuery(), operationName: CONFIGURATION_OPERATION_NAME }),
      adapt: (parsed, route) => {
        const config = clientConfiguration(parsed);
        return config && adaptGraphQLConfiguration(config, route.url);
      },
      usable: (parsed) => clientConfiguration(parsed) !== undefined,
    }),
  },
  tokenize_credit_cards: {
    path: "payment_methods/credit_cards",
    load: () => import("./graphql-credit-card.ts").then((m) => m.creditCardCodec),
  },
};

/** One logical request; retries and the GraphQL-to-REST fallback happen inside. */
export interface GatewayRequestOptions {
  method: string;
  url: string;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
  timeout?: number;
  graphQL?: GraphQLRoute | undefined;
}

/** Outcome: `error` is set (the parsed error body, or "error") when status is outside 200-399. */
export type GatewayResult = { ok: true; body: unknown; status: number } | { ok: false; error: unknown; status: number };

function clientApiPath(url: string): string | undefined {
  const parts = url.split("/client_api/v1/");
  return parts.length > 1 ? parts[1]!.split("?")[0] : undefined;
}

function graphQLFeature(options: GatewayRequestOptions): Feature | undefined {
  const route = options.graphQL;
  const path = clientApiPath(options.url);
  if (!route || !path) return undefined;
  // UnionPay enrolment data is not part of the GraphQL tokenization input: such requests stay on REST.
  if ((options.data as Json | undefined)?.creditCard?.options?.unionPayEnrollment !== undefined) return undefined;
  // Fastlane card tokenization has its own GraphQL shape, not reproduced here: it stays on REST.
  if ((options.data as Json | undefined)?.creditCard?.fastlane) return undefined;
  const name = route.features.find((f) => FEATURES[f]?.path === path);
  return name ? FEATURES[name] : undefined;
}

// A codec chunk that cannot be fetched is treated like an unreachable GraphQL API: the request goes to REST.
async function loadCodec(feature: Feature | undefined): Promise<FeatureCodec | undefined> {
  try {
    return feature ? await feature.load() : undefined;
  } catch {
    return undefined;
  }
}

function graphQLRequest(options: GatewayRequestOptions, route: GraphQLRoute, feature: FeatureCodec) {
  const data = (options.data ?? {}) as Json;
  const token = (data.authorizationFingerprint || data.tokenizationKey) as string | undefined;
  return {
    method: "POST",
    url: route.url,
    headers: {
      "Content-Type": "application/json",
      ...options.headers,
      Authorization: `Bearer ${String(token)}`,
      "Braintree-Version": BRAINTREE_API_VERSION,
    },
    body: JSON.stringify({ clientSdkMetadata: route.metadata, ...feature.body(data) }),
  };
}

function restRequest(options: GatewayRequestOptions) {
  const method = options.method.toUpperCase();
  const headers = { "Content-Type": "application/json", ...options.headers };
  const data = options.data ?? {};
  if (method === "GET") return { method, url: appendQuery(options.url, data), headers, body: null };
  return { method, url: options.url, headers, body: JSON.stringify(data) };
}

/**
 * Sends a request the way braintree-web's transport does: JSON body (query string for GET), one retry when
 * there was no status at all (network failure or timeout) or 408, and for a GraphQL-routed request a
 * fallback to REST when GraphQL is unreachable or answers UNKNOWN/INTERNAL. Never rejects. A request that
 * still has no answer after its retry reports status 500, as braintree-web does.
 */
export async function gatewayRequest(options: GatewayRequestOptions): Promise<GatewayResult> {
  // XHR treats timeout 0 as "wait forever"; here every wait ends, so 0, negative or non-numbers get the default.
  const timeout =
    typeof options.timeout === "number" && Number.isFinite(options.timeout) && options.timeout > 0
      ? options.timeout
      : DEFAULT_REQUEST_TIMEOUT_MS;
  let retries = 0;
  let feature = await loadCodec(graphQLFeature(options));
  for (;;) {
    const route = feature ? options.graphQL! : undefined;
    const req = feature && route ? graphQLRequest(options, route, feature) : restRequest(options);
    const res = await httpRequest({ ...req, timeout });
    const noAnswer = res.status === 0 || res.status === TIMEOUT_STATUS;
    if (feature && noAnswer) {
      // GraphQL unreachable (often a Content-Security-Policy): ask the REST client API instead.
      feature = undefined;
      continue;
    }
    const parsed = parseJson(res.text);
    const body = feature && route ? (feature.adapt(parsed, route) ?? adaptGraphQLError(parsed)) : parsed;
    let status = feature ? graphQLStatus(res.status, parsed) : noAnswer ? 0 : res.status;
    // A "successful" GraphQL answer without the expected data is a broken one (braintree-web hits a TypeError).
    if (feature && status === 200 && !feature.usable(parsed)) status = 500;
    if (status >= 200 && status < 400) return { ok: true, body, status };
    if (feature && shouldFallBackToClientApi(parsed)) {
      feature = undefined;
      continue;
    }
    if (retries < MAX_RETRIES && (!status || status === RETRY_STATUS)) {
      retries++;
      continue;
    }
    return { ok: false, error: body || "error", status: status || 500 };
  }
}
