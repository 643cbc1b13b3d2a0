/** Version of the SDK; equals the braintree-web release whose public behaviour it reproduces. */
export const VERSION = "3.109.0";

/** Platform name reported in request metadata (`_meta.platform`, `clientSdkMetadata.platform`). */
export const PLATFORM = "web";

/** Source reported in request metadata. */
export const SOURCE = "client";

/** Integration kind reported in request metadata. */
export const INTEGRATION = "custom";

/**
 * Value of the `braintreeLibraryVersion` body/query field on every client API request: braintree/<platform>/<version>.
 * Spelled out (not a template literal) so bundlers can prove the module inert and drop it when unused.
 */
export const BRAINTREE_LIBRARY_VERSION = "braintree/web/3.109.0";

/** Value of the `Braintree-Version` header on GraphQL requests (the API schema date). */
export const BRAINTREE_API_VERSION = "2018-05-10";

/** Default request timeout in milliseconds (braintree-web's default). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** How long the SDK waits for one of its own on-demand chunks (same CDN directory, a few KB) before giving up. */
export const CHUNK_TIMEOUT_MS = 10_000;

/** Environments a tokenization key can name. */
export type GatewayEnvironment = "production" | "sandbox";

/** Client API origin per environment; a tokenization key's configuration lives below it. */
export const CLIENT_API_URLS: Readonly<Record<GatewayEnvironment, string>> = {
  production: "https://api.braintreegateway.com:443",
  sandbox: "https://api.sandbox.braintreegateway.com:443",
};

/** GraphQL endpoint per environment (used for `api: "graphQLApi"` requests and tokenization-key configuration). */
export const GRAPHQL_URLS: Readonly<Record<GatewayEnvironment, string>> = {
  production: "https://payments.braintree-api.com/graphql",
  sandbox: "https://payments.sandbox.braintree-api.com/graphql",
};

/** Assets origin (same host for both environments). */
export const ASSETS_URL = "https://assets.braintreegateway.com";

/** True when `value` names an environment we know gateway URLs for. */
export function isGatewayEnvironment(value: unknown): value is GatewayEnvironment {
  return value === "production" || value === "sandbox";
}
