/**
 * PayPal: one-time checkout and vaulted billing agreement in a popup. Public behaviour matches braintree-web
 * 3.109.0's deprecated `paypal` module (same endpoints, request bodies, results and errors). Differences: create()
 * resolves at once (no dispatch frame to load: our return pages talk to this page over a checked postMessage
 * channel, sdk/lib/frame-channel.ts); the popup opens before the flow-start request, so a blocked popup sends no
 * request; the popup wait is bounded (PAYPAL_POPUP_TIMEOUT after 15 min); a popup closed during teardown settles
 * its tokenization (PAYPAL_POPUP_CLOSED) instead of leaving it pending; no popup-bridge (native app) variant.
 * @module sdk/paypal
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { makeError } from "../lib/make-error.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { PAYPAL_NOT_ENABLED } from "./errors.ts";
import { PayPal } from "./paypal.ts";
import type { PayPalClient, PayPalConfigurationView } from "./types.ts";

export { PayPal } from "./paypal.ts";
export type {
  PayPalClient,
  PayPalShippingAddress,
  PayPalTokenizeOptions,
  PayPalTokenizePayload,
  PayPalWindowHandle,
} from "./types.ts";

/** Options of {@link create}: a client, or an authorization to create one from. */
export interface PayPalCreateOptions {
  client?: PayPalClient;
  /** A tokenization key or client token; used when no client is given. */
  authorization?: string;
}

async function createPayPal(options: PayPalCreateOptions | undefined): Promise<PayPal> {
  const { client, authorization } = options ?? {};
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  if ((resolved.getConfiguration() as PayPalConfigurationView).gatewayConfiguration.paypalEnabled !== true)
    throw makeError(PAYPAL_NOT_ENABLED);
  return new PayPal(resolved);
}

/**
 * Creates a PayPal component. Rejects INSTANTIATION_OPTION_REQUIRED without client or authorization,
 * INCOMPATIBLE_VERSIONS for a client of another version, client creation errors, and PAYPAL_NOT_ENABLED unless
 * gatewayConfiguration.paypalEnabled is true. With a callback `(err, instance)` it returns undefined.
 */
export const create = wrapPromise(createPayPal);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
