import { SdkError } from "../lib/sdk-error.ts";
import { CLIENT_API_URLS, isGatewayEnvironment } from "../lib/constants.ts";
import * as clientErrors from "./errors.ts";

/** Authorization decoded into what the configuration request needs. */
export interface AuthorizationData {
  environment?: string;
  /** Sent with every client API request: exactly one of the two. */
  attrs: { tokenizationKey?: string; authorizationFingerprint?: string };
  configUrl: string;
  /** From a client token: where and which schema date to fetch configuration over GraphQL. */
  graphQL?: { url: string; date: string };
}

const TOKENIZATION_KEY = /^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/;

/** True for `env_random_merchant`-shaped strings. */
export function isTokenizationKey(authorization: string): boolean {
  return TOKENIZATION_KEY.test(authorization);
}

function invalid(originalError?: unknown): SdkError {
  return new SdkError({
    ...clientErrors.CLIENT_INVALID_AUTHORIZATION,
    details: originalError === undefined ? undefined : { originalError },
  });
}

function decodeBase64(value: string): string {
  const decoded = atob(value);
  // Client tokens are ASCII JSON in practice; decode UTF-8 anyway so a non-ASCII merchant field survives.
  const bytes = Uint8Array.from(decoded, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Parses a tokenization key (`sandbox_abc123_merchant_id`: environment, random part, merchant id that may
 * itself contain underscores) or a base64-JSON client token. Throws CLIENT_INVALID_AUTHORIZATION otherwise.
 */
export function parseAuthorization(authorization: unknown): AuthorizationData {
  if (typeof authorization !== "string" || authorization === "") throw invalid();
  if (isTokenizationKey(authorization)) {
    const [environment, , ...merchant] = authorization.split("_");
    // braintree-web would build a configUrl starting with "undefined"; an unknown environment is refused here.
    if (!isGatewayEnvironment(environment)) throw invalid();
    return {
      environment,
      attrs: { tokenizationKey: authorization },
      configUrl: `${CLIENT_API_URLS[environment]}/merchants/${merchant.join("_")}/client_api/v1/configuration`,
    };
  }
  let token: unknown;
  try {
    token = JSON.parse(decodeBase64(authorization));
  } catch (err) {
    throw invalid(err);
  }
  if (typeof token !== "object" || token === null) throw invalid();
  const t = token as Record<string, unknown>;
  if (typeof t.configUrl !== "string" || t.configUrl === "") throw invalid();
  const data: AuthorizationData = {
    attrs: { authorizationFingerprint: typeof t.authorizationFingerprint === "string" ? t.authorizationFingerprint : undefined },
    configUrl: t.configUrl,
  };
  if (typeof t.environment === "string") data.environment = t.environment;
  const gql = t.graphQL as { url?: unknown; date?: unknown } | undefined;
  if (gql && typeof gql.url === "string" && typeof gql.date === "string") data.graphQL = { url: gql.url, date: gql.date };
  return data;
}
