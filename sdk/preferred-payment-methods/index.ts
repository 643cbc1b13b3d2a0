/**
 * Preferred payment methods: whether PayPal and Venmo are preferred for the current customer
 * (braintree-web `preferred-payment-methods`).
 * @module sdk/preferred-payment-methods
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import type { Client } from "../client/types.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { PreferredPaymentMethods } from "./preferred-payment-methods.ts";
import type { PreferredPaymentMethodsCreateOptions } from "./types.ts";

export { PreferredPaymentMethods } from "./preferred-payment-methods.ts";
export type { PreferredPaymentMethodsCreateOptions, PreferredPaymentMethodsResult } from "./types.ts";

async function createPreferredPaymentMethods(
  options: PreferredPaymentMethodsCreateOptions,
): Promise<PreferredPaymentMethods> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
  const { client, authorization, debug } = (options ?? {}) as Partial<PreferredPaymentMethodsCreateOptions>;
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  return new PreferredPaymentMethods(resolveClient<Client>({ client, authorization, debug, name: COMPONENT_NAME }));
}

/**
 * Creates the lookup from `{ client }` or `{ authorization }`. Rejects INSTANTIATION_OPTION_REQUIRED without
 * either and INCOMPATIBLE_VERSIONS for a client of another version. Promise, or trailing callback.
 */
export const create: {
  (options: PreferredPaymentMethodsCreateOptions): Promise<PreferredPaymentMethods>;
  (options: PreferredPaymentMethodsCreateOptions, callback: Callback<PreferredPaymentMethods>): void;
} = /* @__PURE__ */ wrapPromise(createPreferredPaymentMethods);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;

/** The error class every rejection of this module is an instance of (name "BraintreeError"). */
export { SdkError } from "../lib/sdk-error.ts";
export type { SdkErrorType } from "../lib/sdk-error.ts";
