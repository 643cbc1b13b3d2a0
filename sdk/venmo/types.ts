import type { ClientView } from "../lib/client-view.ts";

/** The part of a client this module uses. */
export type VenmoClient = ClientView;

/** The configuration fields this module reads (client.getConfiguration()). */
export interface VenmoConfigurationView {
  gatewayConfiguration: {
    assetsUrl?: string;
    environment?: string;
    payWithVenmo?: {
      merchantId?: string;
      accessToken?: string;
      environment?: string;
      enrichedCustomerDataEnabled?: boolean;
    } | null;
  };
  analyticsMetadata?: { sdkVersion?: string; integration?: string; platform?: string; sessionId?: string };
}

/** A line item of the Venmo paysheet (`lineItems`, up to 249). `unitTaxAmount` defaults to "0". */
export interface VenmoLineItem {
  quantity: number;
  unitAmount: string;
  name: string;
  kind: "debit" | "credit";
  unitTaxAmount?: string;
  description?: string;
  productCode?: string;
  url?: string;
}

/** Options of the instance (spec section 3); with `client` or `authorization` they are create()'s options. */
export interface VenmoOptions {
  /** Venmo profile shown to the customer (default: the merchant's). Must be a string. */
  profileId?: string;
  /** Business name on the Venmo paysheet (with paymentMethodUsage). */
  displayName?: string;
  /** Address the Venmo iOS app returns to. Must be a string. */
  deepLinkReturnUrl?: string;
  /** "single_use" or "multi_use" (any case; upper-cased). Absent: the legacy flow. */
  paymentMethodUsage?: string;
  /** Desktop: show a QR code to scan with the Venmo app. */
  allowDesktop?: boolean;
  /** Desktop: log in to Venmo in a 400x570 popup instead of the QR code. */
  allowDesktopWebLogin?: boolean;
  /** Mobile: Venmo's web login when the app is missing. */
  mobileWebFallBack?: boolean;
  /** Default true; false when the flow must return to the same tab. */
  allowNewBrowserTab?: boolean;
  /** Default true; false to refuse webviews. */
  allowWebviews?: boolean;
  /** iOS: start the app switch by navigating instead of window.open. */
  useRedirectForIOS?: boolean;
  /** Leave the page's hash as the Venmo app set it. */
  ignoreHistoryChanges?: boolean;
  /** The customer switches back by hand; the SDK polls the payment context. */
  requireManualReturn?: boolean;
  /** Default true (Android PopupBridge recreates the activity). */
  allowAndroidRecreation?: boolean;
  /** Needs enriched customer data enabled for the merchant. */
  collectCustomerBillingAddress?: boolean;
  /** Needs enriched customer data enabled for the merchant. */
  collectCustomerShippingAddress?: boolean;
  isFinalAmount?: boolean;
  lineItems?: VenmoLineItem[];
  subTotalAmount?: string;
  discountAmount?: string;
  taxAmount?: string;
  shippingAmount?: string;
  totalAmount?: string;
}

/** Options of isBrowserSupported(). */
export interface VenmoBrowserSupportOptions {
  allowNewBrowserTab?: boolean;
  allowWebviews?: boolean;
  allowDesktop?: boolean;
  allowDesktopWebLogin?: boolean;
}

/** Options of tokenize(). */
export interface VenmoTokenizeOptions {
  /** Mobile: wait after the page becomes visible again before reading the result (default 1000 ms). */
  processResultsDelay?: number;
}

/** An address of the payer (payment context payerInfo). */
export interface VenmoAddress {
  fullName?: string;
  addressLine1?: string;
  addressLine2?: string;
  adminArea1?: string;
  adminArea2?: string;
  postalCode?: string;
  countryCode?: string;
}

/** The payer, as the payment context reports it (with paymentMethodUsage). */
export interface VenmoPayerInfo {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  email?: string;
  externalId?: string;
  userName?: string;
  billingAddress?: VenmoAddress;
  shippingAddress?: VenmoAddress;
}

/** What tokenize resolves with. */
export interface VenmoTokenizePayload {
  nonce: string;
  type: "VenmoAccount";
  details: {
    /** "@" + the Venmo username. */
    username: string;
    paymentContextId?: string;
    payerInfo?: VenmoPayerInfo;
  };
}

/** A payment context's status (spec section 4). */
export type VenmoContextStatus = "CREATED" | "SCANNED" | "APPROVED" | "EXPIRED" | "FAILED" | "CANCELED";

/** A created payment context. */
export interface VenmoPaymentContext {
  id: string;
  merchantId?: string;
  createdAt: string;
  expiresAt: string;
  status?: VenmoContextStatus;
}

/** The status query's node. */
export interface VenmoContextNode {
  status: VenmoContextStatus;
  paymentMethodId?: string;
  userName?: string;
  payerInfo?: VenmoPayerInfo;
}
