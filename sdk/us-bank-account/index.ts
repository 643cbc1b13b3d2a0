/**
 * US bank account payments: tokenize typed-in bank details, or let the customer log in to their bank through
 * the bank-linking widget. Public behaviour matches braintree-web 3.109.0's `us-bank-account` module, except:
 * - HTTP 401 on tokenize rejects with SdkError BRAINTREE_API_ACCESS_RESTRICTED (MERCHANT) instead of a TypeError;
 * - bankDetails.accountType that is not a string rejects US_BANK_ACCOUNT_OPTION_REQUIRED instead of throwing a TypeError;
 * - the bank-linking script load ends after 30 s (US_BANK_ACCOUNT_LOGIN_LOAD_FAILED), a failed load no longer leaves
 *   the instance stuck in US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE, and teardown closes an open bank login.
 * @module sdk/us-bank-account
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { US_BANK_ACCOUNT_NOT_ENABLED } from "./errors.ts";
import { makeError } from "../lib/make-error.ts";
import { UsBankAccount } from "./us-bank-account.ts";
import type { GatewayConfigurationView, UsBankAccountClient } from "./types.ts";

export { UsBankAccount } from "./us-bank-account.ts";
export type {
  UsBankAccountClient,
  UsBankAccountTokenizeOptions,
  UsBankAccountTokenizePayload,
  UsBankBillingAddress,
  UsBankDetails,
  UsBankLogin,
} from "./types.ts";

/** Options of {@link create}: a client, or an authorization to create one from. */
export interface UsBankAccountCreateOptions {
  client?: UsBankAccountClient;
  /** A tokenization key or client token; used when no client is given. */
  authorization?: string;
}

async function createUsBankAccount(options: UsBankAccountCreateOptions | undefined): Promise<UsBankAccount> {
  const { client, authorization } = options ?? {};
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  const gateway = resolved.getConfiguration().gatewayConfiguration as GatewayConfigurationView | null | undefined;
  if (!gateway?.usBankAccount) {
    throw makeError(US_BANK_ACCOUNT_NOT_ENABLED);
  }
  return new UsBankAccount(resolved);
}

/**
 * Creates a US bank account component. Rejects INSTANTIATION_OPTION_REQUIRED without client or authorization,
 * INCOMPATIBLE_VERSIONS for a client of another version, client creation errors, and
 * US_BANK_ACCOUNT_NOT_ENABLED when the gateway configuration has no usBankAccount section.
 * With a callback `(err, instance)` it returns undefined; otherwise a promise.
 */
export const create = wrapPromise(createUsBankAccount);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
