import { stringifyQuery } from "../lib/querystring.ts";
import { VENMO_APP_OR_WEB_URL, VENMO_APP_URL, VENMO_WEB_LOGIN_URL } from "./constants.ts";
import type { VenmoConfigurationView } from "./types.ts";

/** What the address depends on. */
export interface VenmoUrlInput {
  configuration: VenmoConfigurationView;
  contextId: string | undefined;
  legacy: boolean;
  profileId: string | undefined;
  deepLinkReturnUrl: string | undefined;
  /** Return addresses (x-success/x-cancel/x-error) are sent; else "NOOP" (the customer returns by hand). */
  includeReturnUrls: boolean;
  /** Web login: Venmo's login page, returning to our redirect page `returnPage` (with the popup's channel). */
  webLogin: boolean;
  returnPage: string;
  mobileWebFallBack: boolean;
  allowAndroidRecreation: boolean;
}

/**
 * The Venmo address a flow opens, with braintree-web's parameters in its order: resource_id (new flow; the legacy
 * flow appends "|pcid:<id>" to the access token instead), the three return addresses, allowAndroidRecreation,
 * ua, braintree_merchant_id (profileId or the merchant's Venmo id), braintree_access_token,
 * braintree_environment and braintree_sdk_data (base64 JSON of the SDK metadata).
 */
export function venmoUrl(input: VenmoUrlInput): string {
  const { configuration } = input;
  const venmo = configuration.gatewayConfiguration.payWithVenmo ?? {};
  const meta = configuration.analyticsMetadata ?? {};
  const params: Record<string, string | number | undefined> = {};
  let accessToken = venmo.accessToken;
  let page = (input.deepLinkReturnUrl || window.location.href.replace(window.location.hash, "")).replace(/#*$/, "");
  if (input.contextId) {
    if (input.legacy) accessToken += `|pcid:${input.contextId}`;
    else params.resource_id = input.contextId;
  }
  if (input.includeReturnUrls || input.webLogin) {
    if (input.webLogin) page = input.returnPage;
    params["x-success"] = `${page}#venmoSuccess=1`;
    params["x-cancel"] = `${page}#venmoCancel=1`;
    params["x-error"] = `${page}#venmoError=1`;
  } else {
    params["x-success"] = params["x-cancel"] = params["x-error"] = "NOOP";
  }
  params.allowAndroidRecreation = input.allowAndroidRecreation ? 1 : 0;
  params.ua = window.navigator.userAgent;
  params.braintree_merchant_id = input.profileId || venmo.merchantId;
  params.braintree_access_token = accessToken;
  params.braintree_environment = venmo.environment;
  const sdkData = {
    _meta: {
      version: meta.sdkVersion,
      integration: meta.integration,
      platform: meta.platform,
      sessionId: meta.sessionId,
    },
  };
  params.braintree_sdk_data = btoa(JSON.stringify(sdkData));
  const base = input.webLogin ? VENMO_WEB_LOGIN_URL : input.mobileWebFallBack ? VENMO_APP_OR_WEB_URL : VENMO_APP_URL;
  return `${base}?${stringifyQuery(params)}`;
}
