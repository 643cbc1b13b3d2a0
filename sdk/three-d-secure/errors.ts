/**
 * Error catalogue of the 3D Secure module: the codes, types and messages of braintree-web 3.109.0
 * (`three-d-secure/shared/errors.js`). Entries whose message is built where they are raised carry a fixed
 * fallback message here and the variable text is passed to makeError.
 */
import type { FixedErrorTemplate } from "../lib/errors.ts";

type Entry = FixedErrorTemplate;

/** gatewayConfiguration.threeDSecureEnabled is not true. */
export const THREEDS_NOT_ENABLED: Entry = {
  type: "MERCHANT",
  code: "THREEDS_NOT_ENABLED",
  message: "3D Secure is not enabled for this merchant.",
};
/** The client was created from a tokenization key. */
export const THREEDS_CAN_NOT_USE_TOKENIZATION_KEY: Entry = {
  type: "MERCHANT",
  code: "THREEDS_CAN_NOT_USE_TOKENIZATION_KEY",
  message: "3D Secure can not use a tokenization key for authorization.",
};
/** A production merchant on a page that is not served over HTTPS. */
export const THREEDS_HTTPS_REQUIRED: Entry = {
  type: "MERCHANT",
  code: "THREEDS_HTTPS_REQUIRED",
  message: "3D Secure requires HTTPS.",
};
/** The configuration has no threeDSecure.cardinalAuthenticationJWT. */
export const THREEDS_NOT_ENABLED_FOR_V2: Entry = {
  type: "MERCHANT",
  code: "THREEDS_NOT_ENABLED_FOR_V2",
  message:
    "3D Secure version 2 is not enabled for this merchant. Contact Braintree Support for assistance at https://help.braintreepayments.com/",
};
/** `version` names no known integration (message built from the value). */
export const THREEDS_UNRECOGNIZED_VERSION: Entry = {
  type: "MERCHANT",
  code: "THREEDS_UNRECOGNIZED_VERSION",
  message: "Version is not a recognized version.",
};
/** `version` is missing, empty or 1 (3D Secure 1 is no longer supported). */
export const THREEDS_UNSUPPORTED_VERSION: Entry = {
  type: "MERCHANT",
  code: "THREEDS_UNSUPPORTED_VERSION",
  message:
    "3D Secure `1` is deprecated and no longer supported. See available versions at https://braintree.github.io/braintree-web/current/module-braintree-web_three-d-secure.html#.create",
};
/** The authentication script loaded without its global, or configuring it threw. */
export const THREEDS_CARDINAL_SDK_SETUP_FAILED: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_CARDINAL_SDK_SETUP_FAILED",
  message: "Something went wrong setting up Cardinal's Songbird.js library.",
};
/** The authentication script could not be fetched. */
export const THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED: Entry = {
  type: "NETWORK",
  code: "THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED",
  message: "Cardinal's Songbird.js library could not be loaded.",
};
/** Cardinal error 10001/10002, or the script did not load and set up within the setup timeout. */
export const THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
  message: "Cardinal's Songbird.js took too long to setup.",
};
/** Cardinal error 10003/10007/10009, or Cardinal did not answer a challenge within its bound. */
export const THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT",
  message: "Cardinal's API took too long to respond.",
};
/** Cardinal error 10005/10006. */
export const THREEDS_CARDINAL_SDK_BAD_CONFIG: Entry = {
  type: "MERCHANT",
  code: "THREEDS_CARDINAL_SDK_BAD_CONFIG",
  message: "JWT or other required field missing. Please check your setup configuration.",
};
/** Cardinal error 10008/10010. */
export const THREEDS_CARDINAL_SDK_BAD_JWT: Entry = {
  type: "MERCHANT",
  code: "THREEDS_CARDINAL_SDK_BAD_JWT",
  message: "Cardinal JWT missing or malformed. Please check your setup configuration.",
};
/** Any other Cardinal error number. */
export const THREEDS_CARDINAL_SDK_ERROR: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_CARDINAL_SDK_ERROR",
  message: "A general error has occurred with Cardinal. See description for more information.",
};
/** Cardinal error 10011, or the customer closed the challenge (Escape, close button, backdrop). */
export const THREEDS_CARDINAL_SDK_CANCELED: Entry = {
  type: "CUSTOMER",
  code: "THREEDS_CARDINAL_SDK_CANCELED",
  message: "Canceled by user.",
};
/** cancelVerifyCard() (or teardown) ended a running verification. The typo is braintree-web's. */
export const THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT: Entry = {
  type: "MERCHANT",
  code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT",
  message: "3D Secure verfication canceled by merchant.",
};
/** verifyCard while another verification of the instance runs. */
export const THREEDS_AUTHENTICATION_IN_PROGRESS: Entry = {
  type: "MERCHANT",
  code: "THREEDS_AUTHENTICATION_IN_PROGRESS",
  message: "Cannot call verifyCard while existing authentication is in progress.",
};
/** A required verifyCard option is missing ("verifyCard options must include …"). */
export const THREEDS_MISSING_VERIFY_CARD_OPTION: Entry = {
  type: "MERCHANT",
  code: "THREEDS_MISSING_VERIFY_CARD_OPTION",
  message: "verifyCard options must include a nonce.",
};
/** authenticate_from_jwt failed. */
export const THREEDS_JWT_AUTHENTICATION_FAILED: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_JWT_AUTHENTICATION_FAILED",
  message: "Something went wrong authenticating the JWT from Cardinal",
};
/** Lookup answered HTTP 404. */
export const THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR: Entry = {
  type: "MERCHANT",
  code: "THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR",
  message: "Either the payment method nonce passed to `verifyCard` does not exist, or it was already consumed",
};
/** Lookup answered HTTP 422. */
export const THREEDS_LOOKUP_VALIDATION_ERROR: Entry = {
  type: "CUSTOMER",
  code: "THREEDS_LOOKUP_VALIDATION_ERROR",
  message: "The data passed in `verifyCard` did not pass validation checks. See details for more info",
};
/** Lookup failed otherwise. */
export const THREEDS_LOOKUP_ERROR: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_LOOKUP_ERROR",
  message: "Something went wrong during the 3D Secure lookup",
};
/** Cardinal handed over an authentication frame we cannot show. */
export const THREEDS_INLINE_IFRAME_DETAILS_INCORRECT: Entry = {
  type: "UNKNOWN",
  code: "THREEDS_INLINE_IFRAME_DETAILS_INCORRECT",
  message: "Something went wrong when attempting to add the authentication iframe to the page.",
};
/** cancelVerifyCard without a lookup result to return. */
export const THREEDS_NO_VERIFICATION_PAYLOAD: Entry = {
  type: "MERCHANT",
  code: "THREEDS_NO_VERIFICATION_PAYLOAD",
  message: "No verification payload available.",
};
/** requestedExemptionType is not one of EXEMPTION_TYPES (message built from the value). */
export const THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID: Entry = {
  type: "MERCHANT",
  code: "THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID",
  message: "Requested Exemption Type is invalid.",
};
// THREEDS_TERM_URL_REQUIRES_BRAINTREE_DOMAIN and THREEDS_FRAMEWORK_METHOD_NOT_IMPLEMENTED belong to
// braintree-web's 3D Secure 1 frame and its framework base class; version 1 is not supported, so they are not raised.
