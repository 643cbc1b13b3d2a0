/**
 * 3D Secure 2 card authentication through Cardinal Songbird. Public behaviour matches braintree-web 3.109.0's
 * `three-d-secure` module for versions 2, 2-cardinal-modal, 2-bootstrap3-modal and 2-inline-iframe (same
 * create checks, verifyCard rules, lookup and authenticate_from_jwt requests, results and errors), except:
 * - the challenge modal is ours (no provider markup): Cardinal is asked for its inline frame in every variant
 *   and we show it in our modal (cardinal-modal, bootstrap3-modal) or hand it to the merchant (inline-iframe);
 * - verifyCard always settles: a Songbird that never loads or sets up, a challenge Cardinal never shows and a
 *   customer who never finishes end in typed errors after documented bounds (see {@link ThreeDSecure.verifyCard});
 * - on a local gateway (environment neither sandbox nor production, loopback pages only) Songbird is loaded
 *   from `<assetsUrl>/cardinal/songbird.js`.
 * @module sdk/three-d-secure
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { makeError } from "../lib/make-error.ts";
import {
  CARDINAL_SCRIPT_URLS,
  COMPONENT_NAME,
  DEFAULT_SETUP_TIMEOUT_MS,
  LOCAL_CARDINAL_SCRIPT_PATH,
} from "./constants.ts";
import {
  THREEDS_CAN_NOT_USE_TOKENIZATION_KEY,
  THREEDS_HTTPS_REQUIRED,
  THREEDS_NOT_ENABLED,
  THREEDS_NOT_ENABLED_FOR_V2,
} from "./errors.ts";
import { ThreeDSecure } from "./three-d-secure.ts";
import { frameworkOf } from "./versions.ts";
import type { CardinalSdkConfig, ThreeDSecureClient, ThreeDSecureGatewayView } from "./types.ts";

export { ThreeDSecure } from "./three-d-secure.ts";
export type { ThreeDSecureEvent } from "./three-d-secure.ts";
export type {
  CardinalSdkConfig,
  LookupCompleteHandler,
  LookupResponse,
  ThreeDSecureAddress,
  ThreeDSecureClient,
  VerifyCardOptions,
  VerifyPayload,
} from "./types.ts";

/** Options of {@link create}. */
export interface ThreeDSecureCreateOptions {
  client?: ThreeDSecureClient;
  /** A client token (a tokenization key is refused); used when no client is given. */
  authorization?: string;
  /** "2" (= "2-cardinal-modal"), "2-cardinal-modal", "2-bootstrap3-modal" or "2-inline-iframe". */
  version: string | number;
  /** Passed to Cardinal (logging, timeout, maxRequestRetries, payment.displayLoading / displayExitButton). */
  cardinalSDKConfig?: CardinalSdkConfig;
  /** Verbose Cardinal logging unless cardinalSDKConfig.logging is given. */
  loggingEnabled?: boolean;
  /**
   * Milliseconds Songbird may take to load and set up (default 60000, braintree-web's); the same bound
   * applies to Cardinal's bin process and to the challenge frame appearing after a lookup.
   */
  timeout?: number;
}

function cardinalConfig(options: ThreeDSecureCreateOptions): Record<string, unknown> {
  const given = { ...options.cardinalSDKConfig };
  const payment: Record<string, unknown> = {};
  const settings = given.payment ?? {};
  if ("displayLoading" in settings) payment.displayLoading = settings.displayLoading;
  if ("displayExitButton" in settings) payment.displayExitButton = settings.displayExitButton;
  // Cardinal hands us its frame in every variant; the modal around it is ours.
  payment.framework = "inline";
  if (!given.logging && options.loggingEnabled) given.logging = { level: "verbose" };
  return { ...given, payment };
}

async function createThreeDSecure(options: ThreeDSecureCreateOptions): Promise<ThreeDSecure> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
  const framework = frameworkOf(options?.version);
  const { client, authorization } = options;
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  const config = resolved.getConfiguration();
  const gateway = (config.gatewayConfiguration ?? {}) as ThreeDSecureGatewayView;
  const jwt = gateway.threeDSecure?.cardinalAuthenticationJWT;
  const environment = gateway.environment;
  // The last failing check wins, as in braintree-web (a merchant without 3DS and without a JWT hears NOT_ENABLED_FOR_V2).
  if (!jwt) throw makeError(THREEDS_NOT_ENABLED_FOR_V2);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- no location outside browsers
  if (environment === "production" && globalThis.location?.protocol !== "https:")
    throw makeError(THREEDS_HTTPS_REQUIRED);
  if (config.authorizationType === "TOKENIZATION_KEY") throw makeError(THREEDS_CAN_NOT_USE_TOKENIZATION_KEY);
  if (!gateway.threeDSecureEnabled) throw makeError(THREEDS_NOT_ENABLED);
  const scriptUrl =
    environment === "production" || environment === "sandbox"
      ? CARDINAL_SCRIPT_URLS[environment]
      : `${gateway.assetsUrl}${LOCAL_CARDINAL_SCRIPT_PATH}`;
  return new ThreeDSecure({
    client: resolved,
    framework,
    scriptUrl,
    jwt,
    cardinalConfig: cardinalConfig(options),
    showCloseButton: Boolean(options.cardinalSDKConfig?.payment?.displayExitButton),
    timeoutMs: options.timeout || DEFAULT_SETUP_TIMEOUT_MS,
  });
}

/**
 * Creates a 3D Secure component. Rejects THREEDS_UNSUPPORTED_VERSION (version missing, empty or 1),
 * THREEDS_UNRECOGNIZED_VERSION, INSTANTIATION_OPTION_REQUIRED, INCOMPATIBLE_VERSIONS, client creation errors,
 * THREEDS_NOT_ENABLED_FOR_V2 (no cardinalAuthenticationJWT), THREEDS_HTTPS_REQUIRED (production page not on
 * https), THREEDS_CAN_NOT_USE_TOKENIZATION_KEY and THREEDS_NOT_ENABLED. Starts loading Cardinal Songbird
 * (bounded by `timeout`). With a callback `(err, instance)` it returns undefined.
 */
export const create = wrapPromise(createThreeDSecure);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
