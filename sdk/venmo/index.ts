/**
 * Venmo: mobile app switch (result in the page's fragment, or polling of a payment context), desktop QR code in a
 * full-screen overlay of ours, desktop web login in a 400x570 popup. Public behaviour matches braintree-web
 * 3.109.0's `venmo` module (same options and their validation, GraphQL operations and bodies, Venmo address,
 * results and errors). Differences (docs/sdk.md, "Venmo"): the QR overlay is our own page and
 * its code is loaded with import() when tokenize starts (braintree-web builds it at create); the web-login popup
 * opens synchronously at our landing page and returns through our redirect page over a checked channel (no
 * dispatch frame); every wait is bounded (docs/sdk.md, "Venmo").
 * @module sdk/venmo
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { makeError } from "../lib/make-error.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { VENMO_INVALID_DEEP_LINK_RETURN_URL, VENMO_INVALID_PROFILE_ID, VENMO_NOT_ENABLED } from "./errors.ts";
import { isBrowserSupported as browserSupported } from "./browser-support.ts";
import { Venmo } from "./venmo.ts";
import type { VenmoBrowserSupportOptions, VenmoClient, VenmoConfigurationView, VenmoOptions } from "./types.ts";

export { Venmo } from "./venmo.ts";
export type {
  VenmoAddress,
  VenmoBrowserSupportOptions,
  VenmoClient,
  VenmoLineItem,
  VenmoOptions,
  VenmoPayerInfo,
  VenmoTokenizeOptions,
  VenmoTokenizePayload,
} from "./types.ts";

/** Options of {@link create}: a client (or an authorization to create one from) and the Venmo options. */
export interface VenmoCreateOptions extends VenmoOptions {
  client?: VenmoClient;
  /** A tokenization key or client token; used when no client is given. */
  authorization?: string;
}

async function createVenmo(options: VenmoCreateOptions | undefined): Promise<Venmo> {
  const { client, authorization } = options ?? {};
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const venmoOptions = options as VenmoCreateOptions;
  if (venmoOptions.profileId && typeof venmoOptions.profileId !== "string") throw makeError(VENMO_INVALID_PROFILE_ID);
  if (venmoOptions.deepLinkReturnUrl && typeof venmoOptions.deepLinkReturnUrl !== "string")
    throw makeError(VENMO_INVALID_DEEP_LINK_RETURN_URL);
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  if (!(resolved.getConfiguration() as VenmoConfigurationView).gatewayConfiguration.payWithVenmo)
    throw makeError(VENMO_NOT_ENABLED);
  return new Venmo(resolved, venmoOptions);
}

/**
 * Creates a Venmo component. Rejects INSTANTIATION_OPTION_REQUIRED without client or authorization,
 * INCOMPATIBLE_VERSIONS, VENMO_INVALID_PROFILE_ID / VENMO_INVALID_DEEP_LINK_RETURN_URL (given but not a string),
 * client creation errors and VENMO_NOT_ENABLED (no gatewayConfiguration.payWithVenmo). Like braintree-web it
 * resolves without waiting for the payment context its flow needs (paymentMethodUsage, manual return): that is
 * created in the background, and when it fails getUrl and the next tokenize reject
 * VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED (`details.originalError` is the cause, e.g. VENMO_ECD_DISABLED for
 * address collection without enriched customer data). With a callback `(err, instance)` it returns undefined.
 */
export const create = wrapPromise(createVenmo);

/**
 * Whether this browser can run Venmo with these options: mobile browsers (with braintree-web's exceptions), and
 * desktop only with allowDesktop or allowDesktopWebLogin.
 */
export function isBrowserSupported(options?: VenmoBrowserSupportOptions): boolean {
  return browserSupported(options);
}

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
