// Constants of the bank-login chunk only. They live apart from constants.ts because esbuild splits code by
// file: one constant the entry and the chunk both import would move the whole file into a shared chunk.

/** The bank-linking (Plaid Link v2) script braintree-web 3.109.0 loads for bankLogin. */
export const BANK_LINK_SCRIPT_URL = "https://cdn.plaid.com/link/v2/stable/link-initialize.js";

/** Global the bank-linking script defines. */
export const BANK_LINK_GLOBAL = "Plaid";

/**
 * How long to wait for the bank-linking script before giving up with US_BANK_ACCOUNT_LOGIN_LOAD_FAILED.
 * braintree-web waits forever; a third-party wait must end, and 30 s covers a slow mobile link.
 */
export const BANK_LINK_SCRIPT_TIMEOUT_MS = 30_000;

/** Fixed options braintree-web passes to the bank-linking widget. */
export const BANK_LINK_OPTIONS = {
  apiVersion: "v2",
  product: "auth",
  selectAccount: true,
} as const;

/** Outside production the gateway expects this account id instead of the widget's one. */
export const SANDBOX_BANK_LOGIN_ACCOUNT_ID = "plaid_account_id";
