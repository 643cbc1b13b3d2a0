/**
 * SEPA Direct Debit: mandate creation, approval in a 400x570 popup centred on the window, nonce exchange.
 * Public behaviour matches braintree-web 3.109.0's `sepa` module (same endpoints, bodies, results, errors and
 * error `details` strings). Differences: the popup opens synchronously in tokenize() (showing our landing page
 * while the mandate is created) instead of after the mandate request, where browsers block it; the return pages
 * carry a `channel` parameter and talk to this page over a checked postMessage channel (no dispatch frame); the
 * popup wait is bounded (SEPA_POPUP_TIMEOUT after 15 min). Like braintree-web's, the instance has no teardown.
 * @module sdk/sepa
 */
import { verifyComponent } from "../lib/basic-component-verification.ts";
import { resolveClient } from "../lib/resolve-client.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { wrapPromise } from "../lib/wrap-promise.ts";
import { COMPONENT_NAME } from "./constants.ts";
import { SEPA } from "./sepa.ts";
import type { SepaClient } from "./types.ts";

export { SEPA } from "./sepa.ts";
export type { SepaBillingAddress, SepaClient, SepaTokenizeOptions, SepaTokenizePayload } from "./types.ts";

/** Options of {@link create}: a client, or an authorization to create one from. */
export interface SepaCreateOptions {
  client?: SepaClient;
  /** A tokenization key or client token; used when no client is given. */
  authorization?: string;
}

async function createSepa(options: SepaCreateOptions | undefined): Promise<SEPA> {
  const { client, authorization } = options ?? {};
  await verifyComponent({ name: COMPONENT_NAME, client, authorization });
  const resolved = await resolveClient({ client, authorization, name: COMPONENT_NAME });
  return new SEPA(resolved);
}

/**
 * Creates a SEPA component. Rejects INSTANTIATION_OPTION_REQUIRED without client or authorization,
 * INCOMPATIBLE_VERSIONS for a client of another version, and client creation errors. SEPA has no "enabled"
 * switch in the configuration: a merchant without SEPA gets SEPA_CREATE_MANDATE_FAILED from tokenize.
 * With a callback `(err, instance)` it returns undefined.
 */
export const create = wrapPromise(createSepa);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;
