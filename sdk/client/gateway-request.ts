// The gateway transport: JSON or query string, one retry when there is no answer or a 408, GraphQL for the features
// that have it, with a REST fallback.
import { httpRequest } from "../lib/http-request.ts";
import { parseJson } from "../lib/parse-json.ts";
import { appendQuery } from "../lib/querystring.ts";
import { within } from "../lib/within.ts";
import { BRAINTREE_API_VERSION, CHUNK_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from "../lib/constants.ts";
import { RETRY_STATUS } from "./constants.ts";
import { adaptGraphQLError, graphQLStatus, shouldFallBackToClientApi } from "./graphql-response.ts";
import { adaptGraphQLConfiguration } from "./graphql-configuration-adapter.ts";
import { CONFIGURATION_OPERATION_NAME, configurationQuery } from "./graphql-configuration-query.ts";

type Json = Record<string, any>;

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
  /** `{query, variables?, operationName}` for the client API request's data. */
  body(data: Json): Json;
  /**
   * The REST-shaped body of the answer, or undefined when it has none: then a success status counts as a
   * broken answer and adaptGraphQLError gives the REST error shape.
   */
  adapt(parsed: unknown, graphQLUrl: string): unknown;
}

const configurationCodec: FeatureCodec = {
  body: () => ({ query: configurationQuery(), operationName: CONFIGURATION_OPERATION_NAME }),
  adapt(parsed, graphQLUrl) {
    const config = (parsed as Json | null)?.data?.clientConfiguration;
    return typeof config === "object" && config ? adaptGraphQLConfiguration(config, graphQLUrl) : undefined;
  },
};

/** One logical request; retries and the GraphQL-to-REST fallback happen inside. */
export interface GatewayRequestOptions {
  method: string;
  url: string;
  data?: Json;
  headers?: Record<string, string>;
  timeout?: number;
  graphQL?: GraphQLRoute | undefined;
}

/** Outcome: `error` is set (the parsed error body, or "error") when status is outside 200-399. */
export type GatewayResult = { ok: true; body: unknown; status: number } | { ok: false; error: unknown; status: number };

function codecFor(
  url: string,
  data: Json,
  route: GraphQLRoute | undefined,
): FeatureCodec | Promise<FeatureCodec | undefined> | undefined {
  const features = route?.features ?? [];
  const path = url.split("/client_api/v1/")[1]?.split("?")[0];
  const card = data.creditCard;
  if (path === "configuration" && features.includes("configuration")) return configurationCodec;
  // UnionPay enrolment and Fastlane card data have no place in the GraphQL tokenization input: they stay on REST.
  if (
    path === "payment_methods/credit_cards" &&
    features.includes("tokenize_credit_cards") &&
    card?.options?.unionPayEnrollment === undefined &&
    !card?.fastlane
  ) {
    // A chunk that cannot be fetched, or not in time, is treated like an unreachable GraphQL API: the request
    // goes to REST.
    return within<FeatureCodec, undefined>(import("./graphql-credit-card.ts"), CHUNK_TIMEOUT_MS, () => undefined).catch(
      () => undefined,
    );
  }
  return undefined;
}

/**
 * Sends a request the way braintree-web's transport does: JSON body (query string for GET), one retry when
 * there was no status at all (network failure or timeout) or 408, and for a GraphQL-routed request a
 * fallback to REST when GraphQL is unreachable or answers UNKNOWN/INTERNAL. Never rejects. A request that
 * still has no answer after its retry reports status 500, as braintree-web does.
 */
export async function gatewayRequest({
  method,
  url,
  data = {},
  headers,
  timeout: t,
  graphQL: route,
}: GatewayRequestOptions): Promise<GatewayResult> {
  const verb = method.toUpperCase();
  // XHR treats timeout 0 as "wait forever"; here every wait ends, so 0, negative or non-numbers get the default.
  const timeout = typeof t === "number" && t > 0 && t < Infinity ? t : DEFAULT_REQUEST_TIMEOUT_MS;
  let codec = await codecFor(url, data, route);
  let retried = false;
  for (;;) {
    const jsonHeaders = { "Content-Type": "application/json", ...headers };
    const res = await httpRequest(
      codec
        ? {
            method: "POST",
            url: route!.url,
            headers: {
              ...jsonHeaders,
              Authorization: `Bearer ${data.authorizationFingerprint || data.tokenizationKey}`,
              "Braintree-Version": BRAINTREE_API_VERSION,
            },
            body: JSON.stringify({ clientSdkMetadata: route!.metadata, ...codec.body(data) }),
            timeout,
          }
        : {
            method: verb,
            url: verb === "GET" ? appendQuery(url, data) : url,
            headers: jsonHeaders,
            body: verb === "GET" ? null : JSON.stringify(data),
            timeout,
          },
    );
    // Network failure or timeout: no answer at all.
    const noAnswer = !res.status;
    if (codec && noAnswer) {
      // GraphQL unreachable (often a Content-Security-Policy): ask the REST client API instead.
      codec = undefined;
      continue;
    }
    const parsed = parseJson(res.text);
    let body = parsed;
    let status = res.status;
    if (codec) {
      body = codec.adapt(parsed, route!.url);
      status = graphQLStatus(status, parsed);
      // A "successful" GraphQL answer without the expected data is a broken one (braintree-web hits a TypeError).
      if (status === 200 && body === undefined) status = 500;
      body ??= adaptGraphQLError(parsed);
    }
    if (status >= 200 && status < 400) return { ok: true, body, status };
    if (codec && shouldFallBackToClientApi(parsed)) {
      codec = undefined;
      continue;
    }
    if (!retried && (noAnswer || status === RETRY_STATUS)) {
      retried = true;
      continue;
    }
    return { ok: false, error: body || "error", status: noAnswer ? 500 : status };
  }
}
