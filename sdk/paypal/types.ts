import type { ClientView } from "../lib/client-view.ts";

/** The part of a client this module uses. */
export type PayPalClient = ClientView;

/** The configuration fields this module reads (client.getConfiguration()). */
export interface PayPalConfigurationView {
  authorizationType?: string;
  gatewayConfiguration: {
    paypalEnabled?: unknown;
    assetsUrl?: string;
    paypal?: { assetsUrl?: string; displayName?: string; unvettedMerchant?: boolean } | null;
  };
}

/** A shipping address as PayPal's payment resource takes it. */
export interface PayPalShippingAddress {
  recipientName?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  countryCode?: string;
  phone?: string;
  [key: string]: unknown;
}

/** Options of tokenize (spec section 3). */
export interface PayPalTokenizeOptions {
  /** Required: one-time "checkout" or vaulted "vault" (billing agreement). */
  flow: "checkout" | "vault";
  /** Checkout: amount to charge, e.g. "10.00". */
  amount?: string | number;
  /** Checkout: ISO currency code, e.g. "EUR". */
  currency?: string;
  /** Checkout: "authorize", "order" or "sale". */
  intent?: string;
  offerCredit?: boolean;
  offerPayLater?: boolean;
  /** Brand name shown by PayPal (default: the gateway's paypal.displayName). */
  displayName?: string;
  /** e.g. "en_US". */
  locale?: string;
  enableShippingAddress?: boolean;
  shippingAddressEditable?: boolean;
  /** "login" or "billing". */
  landingPageType?: string;
  shippingAddressOverride?: PayPalShippingAddress;
  /** Vault: text of the billing agreement. */
  billingAgreementDescription?: string;
  /** "commit" shows "Pay Now" on PayPal's last page. */
  useraction?: string;
}

/** What tokenize resolves with. */
export interface PayPalTokenizePayload {
  nonce: string;
  type: string;
  /** The payer info PayPal returned (email, names, addresses, …). */
  details: Record<string, unknown>;
  /** Present when the customer took PayPal Credit. */
  creditFinancingOffered?: Record<string, unknown>;
}

/** Returned at once by tokenize with a callback: controls the popup of that tokenization. */
export interface PayPalWindowHandle {
  /** Closes the popup of this tokenization, as `paypal.closeWindow()` does; nothing happens once it is closed. */
  close(): void;
  /** Brings the popup of this tokenization to the front, as `paypal.focusWindow()` does. */
  focus(): void;
}
