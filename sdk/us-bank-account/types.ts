import type { ClientView } from "../lib/client-view.ts";

/** The part of a client this module uses; its configuration is read through GatewayConfigurationView. */
export type UsBankAccountClient = ClientView;

/** The gateway configuration fields this module reads. */
export interface GatewayConfigurationView {
  environment?: string;
  usBankAccount?: { plaid?: { publicKey?: string } | null } | null;
}

/** Billing address as the merchant passes it (braintree-web field names). */
export interface UsBankBillingAddress {
  streetAddress?: string;
  extendedAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
}

/** Account owner fields shared by bankDetails and bankLogin. */
export interface UsBankOwner {
  /** "personal" sends firstName/lastName, "business" sends businessName; any other value sends no owner. */
  ownershipType?: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  billingAddress?: UsBankBillingAddress;
}

/** Bank details typed in by the customer. */
export interface UsBankDetails extends UsBankOwner {
  routingNumber?: string;
  accountNumber?: string;
  /** "checking" or "savings"; sent upper-cased. */
  accountType: string;
}

/** Options of the bank-login (bank-linking widget) flow. */
export interface UsBankLogin extends UsBankOwner {
  /** Shown in the bank-linking widget. Required. */
  displayName: string;
}

/** Options of {@link UsBankAccount.tokenize}. Exactly one of bankDetails and bankLogin. */
export interface UsBankAccountTokenizeOptions {
  /** Proof of the customer's authorization, e.g. "I authorize … to debit my bank account". Required. */
  mandateText: string;
  bankDetails?: UsBankDetails;
  bankLogin?: UsBankLogin;
}

/** What tokenize resolves with. */
export interface UsBankAccountTokenizePayload {
  nonce: string;
  /** Always empty, as in braintree-web. */
  details: Record<string, never>;
  /** "US bank account ending in - NNNN". */
  description: string;
  type: "us_bank_account";
}

/** Options passed to the bank-linking widget's create(). */
export interface BankLinkCreateOptions {
  clientName: string;
  apiVersion: string;
  env: "production" | "sandbox";
  key: string | undefined;
  product: string;
  selectAccount: boolean;
  onExit: (...args: unknown[]) => void;
  onSuccess: (publicToken: string, metadata: BankLinkSuccessMetadata) => void;
}

/** The widget's success metadata (only the fields used). */
export interface BankLinkSuccessMetadata {
  account_id?: string;
  account?: { subtype?: string } | null;
  [key: string]: unknown;
}

/** The global the bank-linking script defines. */
export interface BankLinkGlobal {
  create(options: BankLinkCreateOptions): BankLinkHandler;
}

/** Handle returned by the widget's create(). */
export interface BankLinkHandler {
  open(): void;
  destroy?: () => void;
}

/** What the bank-login widget yields for the tokenizeUsBankLogin input. */
export interface LinkedAccount {
  publicToken: string;
  accountId: string | undefined;
  accountType: string | undefined;
}

/**
 * What an instance shares with its bank-login flow (which lives in another chunk), so teardown can reach a
 * login in progress.
 */
export interface BankLoginHost {
  /** Set by teardown: a login that has not opened its widget yet must not open it. */
  tornDown?: boolean;
  /** The script tag this instance appended; teardown removes it. */
  script?: HTMLScriptElement;
  /** Set while the widget is open: destroys it and rejects the login with US_BANK_ACCOUNT_LOGIN_CLOSED. */
  close?: () => void;
}

/**
 * Builds the errors of the bank-login flow. The entry passes them to the bank-login chunk, which then imports
 * nothing the entry has: a shared chunk would cost more bytes up front than the split saves.
 */
export interface BankLoginErrors {
  /** US_BANK_ACCOUNT_LOGIN_CLOSED. */
  closed(): Error;
  /** US_BANK_ACCOUNT_LOGIN_LOAD_FAILED, with `details` when given. */
  loadFailed(details?: unknown): Error;
}
