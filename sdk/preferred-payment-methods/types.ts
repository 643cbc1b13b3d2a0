import type { Client } from "../client/types.ts";

/** Options of `preferredPaymentMethods.create()`: a client, or an authorization to create one from. */
export type PreferredPaymentMethodsCreateOptions =
  | { client: Client; authorization?: string; debug?: boolean }
  | { client?: undefined; authorization: string; debug?: boolean };

/** Result of `fetchPreferredPaymentMethods()`. */
export interface PreferredPaymentMethodsResult {
  /** Whether PayPal is likely preferred by this customer. */
  paypalPreferred: boolean;
  /** Whether Venmo is likely preferred by this customer. */
  venmoPreferred: boolean;
}
