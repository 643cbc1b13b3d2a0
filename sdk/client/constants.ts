/** Display name used in INSTANTIATION_OPTION_REQUIRED for the client itself. */
export const CLIENT_NAME = "client";

/** Gateway URL fields of the configuration that must be on a trusted domain (in braintree-web's order). */
export const CHECKED_URL_PROPERTIES = ["assetsUrl", "clientApiUrl", "configUrl"] as const;

/** `configVersion` query field of the configuration request. */
export const CONFIG_VERSION = "3";

/** HTTP status that gets one retry besides "no status at all" (a TCP pre-connect bug on some networks). */
export const RETRY_STATUS = 408;
