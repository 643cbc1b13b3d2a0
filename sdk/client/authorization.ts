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

const invalid = () => new SdkError(clientErrors.CLIENT_INVALID_AUTHORIZATION);

/**
 * Parses a tokenization key (`sandbox_abc123_merchant_id`: environment, random part, merchant id that may
 * itself contain underscores) or a base64-JSON client token. Throws CLIENT_INVALID_AUTHORIZATION otherwise.
 */
export function parseAuthorization(authorization: unknown): AuthorizationData {
  if (typeof authorization !== "string") throw invalid();
  if (/^[a-zA-Z0-9]+_[a-zA-Z0-9]+_[a-zA-Z0-9_]+$/.test(authorization)) {
    const [environment, , ...merchant] = authorization.split("_");
    // braintree-web would build a configUrl starting with "undefined"; an unknown environment is refused here.
    if (!isGatewayEnvironment(environment)) throw invalid();
    return {
      environment,
      attrs: { tokenizationKey: authorization },
      configUrl: `${CLIENT_API_URLS[environment]}/merchants/${merchant.join("_")}/client_api/v1/configuration`,
    };
  }
  let token;
  try {
    // The gateway issues client tokens as base64 of ASCII JSON.
    token = JSON.parse(atob(authorization));
  } catch {
    throw invalid();
  }
  const { configUrl, authorizationFingerprint, environment, graphQL: gql } = token ?? {};
  if (typeof configUrl !== "string" || !configUrl) throw invalid();
  // Passed on as the token has them, like braintree-web; only a usable GraphQL section is kept.
  return {
    configUrl,
    attrs: { authorizationFingerprint },
    environment,
    graphQL:
      typeof gql?.url === "string" && typeof gql.date === "string" ? { url: gql.url, date: gql.date } : undefined,
  };
}
