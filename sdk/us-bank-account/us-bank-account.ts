import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { loadBankLinkScript } from "./bank-link-script.ts";
import { openBankLogin, type BankLoginSession } from "./bank-login.ts";
import { ownerFields, toGraphQLBillingAddress, tokenizeRequest } from "./graphql.ts";
import { tokenizeError, tokenizePayload } from "./tokenize-result.ts";
import { makeError } from "../lib/make-error.ts";
import {
  OPTION_REQUIRED_MESSAGES,
  US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED,
  US_BANK_ACCOUNT_LOGIN_CLOSED,
  US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE,
  US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS,
  US_BANK_ACCOUNT_OPTION_REQUIRED,
} from "./errors.ts";
import type {
  GatewayConfigurationView,
  UsBankAccountClient,
  UsBankAccountTokenizeOptions,
  UsBankAccountTokenizePayload,
  UsBankDetails,
  UsBankLogin,
} from "./types.ts";

const PUBLIC_METHODS = ["tokenize", "teardown"] as const;

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

  // Plain (TypeScript-private) fields set in the constructor: `#private` and field initializers would make the
  // ES2020 bundle carry WeakMap/defineProperty helpers.
  private declare readonly client: UsBankAccountClient;
  private declare bankLoginActive: boolean;
  private declare bankLoginSession: BankLoginSession | null;
  private declare appendedScript: HTMLScriptElement | null;
  private declare tornDown: boolean;

  // Helpers below start with "_" like braintree-web's, so code (and the parity suite) that lists an instance's
  // public methods sees only the documented ones.

  /** @internal Use create(). */
  constructor(client: UsBankAccountClient) {
    this.client = client;
    this.bankLoginActive = false;
    this.bankLoginSession = null;
    this.appendedScript = null;
    this.tornDown = false;
    this.tokenize = wrapPromise((options: UsBankAccountTokenizeOptions) => this._doTokenize(options));
    this.teardown = wrapPromise(() => this._doTeardown());
  }

  private _doTokenize(options: UsBankAccountTokenizeOptions | undefined): Promise<UsBankAccountTokenizePayload> {
    const opts = options ?? ({} as UsBankAccountTokenizeOptions);
    if (!opts.mandateText) {
      return Promise.reject(makeError(US_BANK_ACCOUNT_OPTION_REQUIRED, { message: OPTION_REQUIRED_MESSAGES.mandateText }));
    }
    if (opts.bankDetails && opts.bankLogin) {
      return Promise.reject(makeError(US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS));
    }
    if (opts.bankDetails) return this._tokenizeBankDetails(opts.mandateText, opts.bankDetails);
    if (opts.bankLogin) return this._tokenizeBankLogin(opts.mandateText, opts.bankLogin);
    return Promise.reject(
      makeError(US_BANK_ACCOUNT_OPTION_REQUIRED, { message: OPTION_REQUIRED_MESSAGES.bankDetailsOrBankLogin }),
    );
  }

  private async _tokenizeBankDetails(mandateText: string, bankDetails: UsBankDetails): Promise<UsBankAccountTokenizePayload> {
    if (typeof bankDetails.accountType !== "string") {
      throw makeError(US_BANK_ACCOUNT_OPTION_REQUIRED, { message: OPTION_REQUIRED_MESSAGES.accountType });
    }
    const input = {
      achMandate: mandateText,
      routingNumber: bankDetails.routingNumber,
      accountNumber: bankDetails.accountNumber,
      accountType: bankDetails.accountType.toUpperCase(),
      billingAddress: toGraphQLBillingAddress(bankDetails.billingAddress),
      ...ownerFields(bankDetails),
    };
    return this._sendTokenize("UsBankAccount", input);
  }

  private async _tokenizeBankLogin(mandateText: string, bankLogin: UsBankLogin): Promise<UsBankAccountTokenizePayload> {
    const gateway = (this.client.getConfiguration().gatewayConfiguration ?? {}) as GatewayConfigurationView;
    if (!bankLogin.displayName) {
      throw makeError(US_BANK_ACCOUNT_OPTION_REQUIRED, { message: OPTION_REQUIRED_MESSAGES.displayName });
    }
    const bankLinkConfig = gateway.usBankAccount?.plaid;
    if (!bankLinkConfig) throw makeError(US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED);
    if (this.bankLoginActive) throw makeError(US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE);

    this.bankLoginActive = true;
    try {
      const bankLink = await loadBankLinkScript({
        onScriptAppended: (script) => {
          this.appendedScript = script;
        },
      });
      // Torn down while the script loaded: never open a widget for an instance that is gone.
      if (this.tornDown) throw makeError(US_BANK_ACCOUNT_LOGIN_CLOSED);
      const isProduction = gateway.environment === "production";
      const session = openBankLogin(bankLink, {
        displayName: bankLogin.displayName,
        isProduction,
        publicKey: bankLinkConfig.publicKey,
      });
      this.bankLoginSession = session;
      const linked = await session.result;
      this.bankLoginSession = null;
      const input = {
        publicToken: linked.publicToken,
        accountId: linked.accountId,
        accountType: linked.accountType,
        achMandate: mandateText,
        billingAddress: toGraphQLBillingAddress(bankLogin.billingAddress),
        ...ownerFields(bankLogin),
      };
      return await this._sendTokenize("UsBankLogin", input);
    } finally {
      this.bankLoginSession = null;
      this.bankLoginActive = false;
    }
  }

  private async _sendTokenize(kind: "UsBankAccount" | "UsBankLogin", input: Record<string, unknown>) {
    const field = kind === "UsBankAccount" ? "tokenizeUsBankAccount" : "tokenizeUsBankLogin";
    try {
      const response = await this.client.request(tokenizeRequest(kind, input));
      return tokenizePayload(response, field);
    } catch (error) {
      throw tokenizeError(error);
    }
  }

  private async _doTeardown(): Promise<void> {
    this.tornDown = true;
    this.bankLoginSession?.close();
    this.bankLoginSession = null;
    if (this.appendedScript?.parentNode) this.appendedScript.parentNode.removeChild(this.appendedScript);
    this.appendedScript = null;
    convertMethodsToError(this, PUBLIC_METHODS);
  }
}
