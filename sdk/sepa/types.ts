import type { ClientView } from "../lib/client-view.ts";

/** The part of a client this module uses. */
export type SepaClient = ClientView;

/** The gateway configuration fields this module reads. */
export interface SepaGatewayView {
  assetsUrl?: string;
}

/** Billing address of the account holder (country code goes in tokenize's `countryCode`). */
export interface SepaBillingAddress {
  addressLine1?: string;
  addressLine2?: string;
  adminArea1?: string;
  adminArea2?: string;
  postalCode?: string;
}

/** Options of tokenize; all but locale and billingAddress are required. */
export interface SepaTokenizeOptions {
  accountHolderName: string;
  customerId: string;
  iban: string;
  /** "ONE_OFF" or "RECURRENT". */
  mandateType: string;
  /** ISO 3166 country of the account holder, e.g. "DE". */
  countryCode: string;
  merchantAccountId: string;
  billingAddress?: SepaBillingAddress;
  /** e.g. "de-DE". */
  locale?: string;
}

/** What tokenize resolves with. */
export interface SepaTokenizePayload {
  nonce: string;
  ibanLastFour: string;
  customerId: string;
  mandateType: string;
}
