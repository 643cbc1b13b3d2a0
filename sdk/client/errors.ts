import type { ErrorTemplate } from "../lib/errors.ts";

/** Errors of the client module (braintree-web src/client/errors.js); entries without message are built where raised. */
export const clientErrors = {
  CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN: { type: "MERCHANT", code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN" },
  CLIENT_OPTION_REQUIRED: { type: "MERCHANT", code: "CLIENT_OPTION_REQUIRED" },
  CLIENT_OPTION_INVALID: { type: "MERCHANT", code: "CLIENT_OPTION_INVALID" },
  CLIENT_MISSING_GATEWAY_CONFIGURATION: {
    type: "INTERNAL",
    code: "CLIENT_MISSING_GATEWAY_CONFIGURATION",
    message: "Missing gatewayConfiguration.",
  },
  CLIENT_INVALID_AUTHORIZATION: {
    type: "MERCHANT",
    code: "CLIENT_INVALID_AUTHORIZATION",
    message: "Authorization is invalid. Make sure your client token or tokenization key is valid.",
  },
  CLIENT_GATEWAY_NETWORK: { type: "NETWORK", code: "CLIENT_GATEWAY_NETWORK", message: "Cannot contact the gateway at this time." },
  CLIENT_REQUEST_TIMEOUT: { type: "NETWORK", code: "CLIENT_REQUEST_TIMEOUT", message: "Request timed out waiting for a reply." },
  CLIENT_REQUEST_ERROR: { type: "NETWORK", code: "CLIENT_REQUEST_ERROR", message: "There was a problem with your request." },
  CLIENT_GRAPHQL_REQUEST_ERROR: {
    type: "NETWORK",
    code: "CLIENT_GRAPHQL_REQUEST_ERROR",
    message: "There was a problem with your request.",
  },
  CLIENT_RATE_LIMITED: {
    type: "MERCHANT",
    code: "CLIENT_RATE_LIMITED",
    message: "You are being rate-limited; please try again in a few minutes.",
  },
  CLIENT_AUTHORIZATION_INSUFFICIENT: {
    type: "MERCHANT",
    code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
    message: "The authorization used has insufficient privileges.",
  },
  CLIENT_AUTHORIZATION_INVALID: {
    type: "MERCHANT",
    code: "CLIENT_AUTHORIZATION_INVALID",
    message:
      "Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.",
  },
} as const satisfies Record<string, ErrorTemplate>;
