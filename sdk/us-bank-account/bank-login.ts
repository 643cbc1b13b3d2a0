import { BANK_LINK_OPTIONS, SANDBOX_BANK_LOGIN_ACCOUNT_ID } from "./constants.ts";
import { US_BANK_ACCOUNT_LOGIN_CLOSED, US_BANK_ACCOUNT_LOGIN_LOAD_FAILED } from "./errors.ts";
import { makeError } from "../lib/make-error.ts";
import type { BankLinkGlobal, BankLinkHandler, BankLinkSuccessMetadata } from "./types.ts";

/** What the bank-login widget yields for the tokenize mutation. */
export interface LinkedAccount {
  publicToken: string;
  accountId: string | undefined;
  accountType: string | undefined;
}

/** An open bank-login widget: its outcome, and a way to close it from teardown. */
export interface BankLoginSession {
  result: Promise<LinkedAccount>;
  /** Destroys the widget (when it can be) and rejects the result with US_BANK_ACCOUNT_LOGIN_CLOSED. */
  close(): void;
}

/** Settings read from the gateway configuration and the merchant's bankLogin options. */
export interface BankLoginSettings {
  displayName: string;
  isProduction: boolean;
  publicKey: string | undefined;
}

/**
 * Creates and opens the bank-login widget with braintree-web's options (product auth, account selection on,
 * environment production or sandbox). Resolves when the customer links an account, rejects
 * US_BANK_ACCOUNT_LOGIN_CLOSED when they leave, and US_BANK_ACCOUNT_LOGIN_LOAD_FAILED if the widget throws.
 * The widget's own UI has no timeout: the customer may take as long as they need.
 */
export function openBankLogin(bankLink: BankLinkGlobal, settings: BankLoginSettings): BankLoginSession {
  let handler: BankLinkHandler | undefined;
  let settle!: { resolve: (value: LinkedAccount) => void; reject: (error: unknown) => void };
  let settled = false;
  const result = new Promise<LinkedAccount>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (error: unknown, value?: LinkedAccount) => {
    if (settled) return;
    settled = true;
    if (error) settle.reject(error);
    else settle.resolve(value as LinkedAccount);
  };

  try {
    handler = bankLink.create({
      clientName: settings.displayName,
      apiVersion: BANK_LINK_OPTIONS.apiVersion,
      env: settings.isProduction ? "production" : "sandbox",
      key: settings.publicKey,
      product: BANK_LINK_OPTIONS.product,
      selectAccount: BANK_LINK_OPTIONS.selectAccount,
      onExit: () => finish(makeError(US_BANK_ACCOUNT_LOGIN_CLOSED)),
      onSuccess: (publicToken: string, metadata: BankLinkSuccessMetadata) => {
        const subtype = metadata?.account?.subtype;
        finish(null, {
          publicToken,
          // The sandbox gateway only accepts its fixed test account id.
          accountId: settings.isProduction ? metadata?.account_id : SANDBOX_BANK_LOGIN_ACCOUNT_ID,
          accountType: typeof subtype === "string" ? subtype.toUpperCase() : undefined,
        });
      },
    });
    handler.open();
  } catch (originalError) {
    finish(makeError(US_BANK_ACCOUNT_LOGIN_LOAD_FAILED, { details: { originalError } }));
  }

  return {
    result,
    close() {
      if (settled) return;
      try {
        handler?.destroy?.();
      } finally {
        finish(makeError(US_BANK_ACCOUNT_LOGIN_CLOSED));
      }
    },
  };
}
