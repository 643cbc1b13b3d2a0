// Errors of the client module (braintree-web src/client/errors.js), one named export each so that a bundle keeps
// only the entries it uses; import them as a namespace (`import * as clientErrors`). Entries without a message
// get it where they are raised.

/** A gateway URL of the configuration is not on a trusted domain. */
export const CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN = {
  type: "MERCHANT",
  code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
} as const;
/** request() lacks a required option. */
export const CLIENT_OPTION_REQUIRED = { type: "MERCHANT", code: "CLIENT_OPTION_REQUIRED" } as const;
/** request() got an invalid option. */
export const CLIENT_OPTION_INVALID = { type: "MERCHANT", code: "CLIENT_OPTION_INVALID" } as const;
/** The configuration has no gatewayConfiguration. */
export const CLIENT_MISSING_GATEWAY_CONFIGURATION = {
  type: "INTERNAL",
  code: "CLIENT_MISSING_GATEWAY_CONFIGURATION",
  message: "Missing gatewayConfiguration.",
} as const;
/** The authorization is neither a tokenization key nor a client token. */
export const CLIENT_INVALID_AUTHORIZATION = {
  type: "MERCHANT",
  code: "CLIENT_INVALID_AUTHORIZATION",
  message: "Authorization is invalid. Make sure your client token or tokenization key is valid.",
} as const;
/** The gateway failed (5xx) or could not be reached. */
export const CLIENT_GATEWAY_NETWORK = {
  type: "NETWORK",
  code: "CLIENT_GATEWAY_NETWORK",
  message: "Cannot contact the gateway at this time.",
} as const;
/** No answer in time. */
export const CLIENT_REQUEST_TIMEOUT = {
  type: "NETWORK",
  code: "CLIENT_REQUEST_TIMEOUT",
  message: "Request timed out waiting for a reply.",
} as const;
/** Any other failed REST request (4xx). */
export const CLIENT_REQUEST_ERROR = {
  type: "NETWORK",
  code: "CLIENT_REQUEST_ERROR",
  message: "There was a problem with your request.",
} as const;
/** A GraphQL answer carried errors. */
export const CLIENT_GRAPHQL_REQUEST_ERROR = {
  type: "NETWORK",
  code: "CLIENT_GRAPHQL_REQUEST_ERROR",
  message: "There was a problem with your request.",
} as const;
/** HTTP 429. */
export const CLIENT_RATE_LIMITED = {
  type: "MERCHANT",
  code: "CLIENT_RATE_LIMITED",
  message: "You are being rate-limited; please try again in a few minutes.",
} as const;
/** HTTP 403. */
export const CLIENT_AUTHORIZATION_INSUFFICIENT = {
  type: "MERCHANT",
  code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
  message: "The authorization used has insufficient privileges.",
} as const;
/** HTTP 401. */
export const CLIENT_AUTHORIZATION_INVALID = {
  type: "MERCHANT",
  code: "CLIENT_AUTHORIZATION_INVALID",
  message:
    "Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.",
} as const;
