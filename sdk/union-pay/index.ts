/**
 * UnionPay cards: capability lookup, SMS enrolment, tokenization. Public behaviour matches braintree-web
 * 3.109.0's `unionpay` module for card data passed in `options.card` (same endpoints, bodies, results and
 * errors). Differences: a valid Hosted Fields instance is refused with UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED
 * (this SDK ships no hosted-fields frame), and a tokenize answer without creditCards[0] rejects
 * UNIONPAY_TOKENIZATION_NETWORK_ERROR (braintree-web ends there too, through a TypeError).
 * @module sdk/union-pay
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { UNIONPAY_NOT_ENABLED } from "./errors.ts";
import { makeError } from "../lib/make-error.ts";
import { UnionPay } from "./union-pay.ts";
import type { UnionPayClient, UnionPayGatewayView } from "./types.ts";

export { UnionPay } from "./union-pay.ts";
export type {
  HostedFieldsLike,
  UnionPayCapabilities,
  UnionPayCard,
  UnionPayClient,
  UnionPayEnrollOptions,
  UnionPayEnrollPayload,
  UnionPayFetchCapabilitiesOptions,
  UnionPayMobile,
  UnionPayTokenizeOptions,
  UnionPayTokenizePayload,
} from "./types.ts";

/** Options of {@link create}: a client, or an authorization to create one from. */
export interface UnionPayCreateOptions {
  client?: UnionPayClient;
  /** A tokenization key or client token; used when no client is given. */
  authorization?: string;
}

async function createUnionPay(options: UnionPayCreateOptions | undefined): Promise<UnionPay> {
  const { client, authorization } = options ?? {};
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  const gateway = resolved.getConfiguration().gatewayConfiguration as UnionPayGatewayView | null | undefined;
  if (gateway?.unionPay?.enabled !== true) {
    throw makeError(UNIONPAY_NOT_ENABLED);
  }
  return new UnionPay(resolved);
}

/**
 * Creates a UnionPay component. Rejects INSTANTIATION_OPTION_REQUIRED without client or authorization,
 * INCOMPATIBLE_VERSIONS for a client of another version, client creation errors, and UNIONPAY_NOT_ENABLED
 * unless gatewayConfiguration.unionPay.enabled is true. With a callback `(err, instance)` it returns undefined.
 */
export const create = wrapPromise(createUnionPay);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
