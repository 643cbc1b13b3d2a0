/**
 * Vault Manager: list a customer's vaulted payment methods and delete them (braintree-web `vault-manager`).
 * @module sdk/vault-manager
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import type { Client } from "../client/types.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { VaultManager } from "./vault-manager.ts";
import type { VaultManagerCreateOptions } from "./types.ts";

export { VaultManager } from "./vault-manager.ts";
export type { VaultManagerCreateOptions, FetchPaymentMethodsOptions, VaultedPaymentMethod } from "./types.ts";

async function createVaultManager(options: VaultManagerCreateOptions): Promise<VaultManager> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
  const { client, authorization, debug } = (options ?? {}) as Partial<VaultManagerCreateOptions>;
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  // Like braintree-web the instance exists at once; a client created from `authorization` may still fail,
  // and that error is what each method then rejects with.
  return new VaultManager(resolveClient<Client>({ client, authorization, debug, name: COMPONENT_NAME }));
}

/**
 * Creates a Vault Manager from `{ client }` or `{ authorization }`. Rejects INSTANTIATION_OPTION_REQUIRED
 * without either and INCOMPATIBLE_VERSIONS for a client of another version. Promise, or trailing callback.
 */
export const create: {
  (options: VaultManagerCreateOptions): Promise<VaultManager>;
  (options: VaultManagerCreateOptions, callback: Callback<VaultManager>): void;
} = /* @__PURE__ */ wrapPromise(createVaultManager);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;

/** The error class every rejection of this module is an instance of (name "BraintreeError"). */
export { SdkError } from "../lib/sdk-error.ts";
export type { SdkErrorType } from "../lib/sdk-error.ts";
