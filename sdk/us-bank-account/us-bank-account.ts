import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { makeError } from "../lib/make-error.ts";
import { within } from "../lib/within.ts";
import { CHUNK_TIMEOUT_MS } from "../lib/constants.ts";
import { ownerFields, sendTokenize, toGraphQLBillingAddress } from "./graphql.ts";
import {
  ACCOUNT_TYPE_REQUIRED,
  BANK_DETAILS_OR_LOGIN_REQUIRED,
  DISPLAY_NAME_REQUIRED,
  US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED,
  US_BANK_ACCOUNT_LOGIN_CLOSED,
  US_BANK_ACCOUNT_LOGIN_LOAD_FAILED,
  US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE,
  US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS,
  US_BANK_ACCOUNT_OPTION_REQUIRED,
} from "./errors.ts";
import type {
  BankLoginErrors,
  BankLoginHost,
  GatewayConfigurationView,
  UsBankAccountClient,
  UsBankAccountTokenizeOptions,
  UsBankAccountTokenizePayload,
} from "./types.ts";

/** US_BANK_ACCOUNT_OPTION_REQUIRED, with the catalogue's (mandateText) message unless another is given. */
const optionRequired = (message?: string) => makeError(US_BANK_ACCOUNT_OPTION_REQUIRED, { message });

/** The bank-login chunk's errors, built here so that chunk shares no code with this entry (see BankLoginErrors). */
export const bankLoginErrors: BankLoginErrors = {
  closed: () => makeError(US_BANK_ACCOUNT_LOGIN_CLOSED),
  loadFailed: (details) => makeError(US_BANK_ACCOUNT_LOGIN_LOAD_FAILED, { details }),
};

/**
 * A US bank account component: tokenizes typed-in bank details, or runs the bank-login widget of the
 * bank-linking script and tokenizes the account the customer picks. Create it with `create()` from
 * sdk/us-bank-account, not with `new`.
 */
export class UsBankAccount {
  /**
   * Tokenizes bank details or a bank login into a payment method nonce.
   * Rejects US_BANK_ACCOUNT_OPTION_REQUIRED (mandateText, bankDetails/bankLogin, bankLogin.displayName or
   * bankDetails.accountType missing), US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS, US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED,
   * US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE, US_BANK_ACCOUNT_LOGIN_LOAD_FAILED, US_BANK_ACCOUNT_LOGIN_CLOSED,
   * US_BANK_ACCOUNT_FAILED_TOKENIZATION (HTTP < 500), US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR (HTTP >= 500,
   * GraphQL errors) or BRAINTREE_API_ACCESS_RESTRICTED (HTTP 401). With a callback, returns undefined.
   */
  declare readonly tokenize: {
    (options: UsBankAccountTokenizeOptions): Promise<UsBankAccountTokenizePayload>;
    (options: UsBankAccountTokenizeOptions, callback: Callback<UsBankAccountTokenizePayload>): void;
  };

  /**
   * Removes the bank-linking script tag this instance added, closes an open bank login (its tokenize rejects
   * US_BANK_ACCOUNT_LOGIN_CLOSED) and makes every method throw METHOD_CALLED_AFTER_TEARDOWN.
   */
  declare readonly teardown: {
    (): Promise<void>;
    (callback: Callback<void>): void;
  };

  /** @internal Use create(). */
  constructor(client: UsBankAccountClient) {
    // The instance's state lives in this closure rather than in fields: the minifier shortens local names but
    // not property names, and the methods stay the instance's only properties (as in braintree-web).
    const host: BankLoginHost = {};
    let loginActive = false;

    this.tokenize = wrapPromise(async (options: UsBankAccountTokenizeOptions | undefined) => {
      const { mandateText, bankDetails, bankLogin } = options ?? ({} as Partial<UsBankAccountTokenizeOptions>);
      if (!mandateText) throw optionRequired();
      if (bankDetails && bankLogin) throw makeError(US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS);

      if (bankDetails) {
        if (typeof bankDetails.accountType !== "string") throw optionRequired(ACCOUNT_TYPE_REQUIRED);
        return sendTokenize(client, "UsBankAccount", {
          achMandate: mandateText,
          routingNumber: bankDetails.routingNumber,
          accountNumber: bankDetails.accountNumber,
          accountType: bankDetails.accountType.toUpperCase(),
          billingAddress: toGraphQLBillingAddress(bankDetails.billingAddress),
          ...ownerFields(bankDetails),
        });
      }

      if (!bankLogin) throw optionRequired(BANK_DETAILS_OR_LOGIN_REQUIRED);
      if (!bankLogin.displayName) throw optionRequired(DISPLAY_NAME_REQUIRED);
      const gateway = (client.getConfiguration().gatewayConfiguration ?? {}) as GatewayConfigurationView;
      if (!gateway.usBankAccount?.plaid) throw makeError(US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED);
      // Set before the first await, so a second call in the same tick is refused.
      if (loginActive) throw makeError(US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE);
      loginActive = true;
      try {
        // The bank-login code is a chunk of its own, fetched on this path only; a chunk that cannot be
        // fetched, or not in time, fails like the bank-linking script itself.
        const chunkLate = () =>
          Promise.reject(new Error(`The bank login code did not load within ${CHUNK_TIMEOUT_MS} ms.`));
        const { linkBankAccount } = await within(import("./bank-login.ts"), CHUNK_TIMEOUT_MS, chunkLate).catch(
          (originalError: unknown) => {
            throw bankLoginErrors.loadFailed({ originalError });
          },
        );
        const linked = await linkBankAccount(host, bankLogin.displayName, gateway, bankLoginErrors);
        return await sendTokenize(client, "UsBankLogin", {
          ...linked,
          achMandate: mandateText,
          billingAddress: toGraphQLBillingAddress(bankLogin.billingAddress),
          ...ownerFields(bankLogin),
        });
      } finally {
        loginActive = false;
      }
    });

    this.teardown = wrapPromise(async () => {
      host.tornDown = true;
      host.close?.();
      host.script?.remove();
      convertMethodsToError(this, ["tokenize", "teardown"]);
    });
  }
}
