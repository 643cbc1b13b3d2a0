import type { Client } from "../client/types.ts";

/** Options of `vaultManager.create()`: a client, or an authorization (client token) to create one from. */
export type VaultManagerCreateOptions =
  | { client: Client; authorization?: string; debug?: boolean }
  | { client?: undefined; authorization: string; debug?: boolean };

/** Options of `fetchPaymentMethods()`. */
export interface FetchPaymentMethodsOptions {
  /** When true the customer's default payment method comes first. */
  defaultFirst?: boolean;
}

/** One vaulted payment method, as `fetchPaymentMethods()` resolves it. */
export interface VaultedPaymentMethod {
  /** Single-use nonce for this payment method. */
  nonce: string;
  /** Whether it is the customer's default. */
  default: boolean;
  /** Method-specific details (card type, last two digits, email...). */
  details: Record<string, unknown>;
  hasSubscription: boolean;
  /** e.g. "CreditCard", "PayPalAccount". */
  type: string;
  /** Present when the gateway sends one. */
  description?: string;
  /** Present for cards when the gateway sends it. */
  binData?: Record<string, unknown>;
}
