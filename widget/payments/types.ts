// The contract between step 4 and a provider adapter: mount(container, ctx) resolves with the outcome, teardown()
// undoes it, so the payment flow knows nothing of any provider.
import type { Translate } from "../i18n/index.ts";
import type { PaymentChoice, PaymentPath } from "../lib/payment-methods/types.ts";
import type { PaymentApi } from "./api.ts";

/** `GET /api/payments/config` (PAYMENTS-CONTRACT.md). */
export interface PaymentServerConfig {
  mode: "sandbox" | "live";
  currency: string;
  card_path: "stripe" | "braintree";
  reservation_minutes: number;
  stripe: { publishable_key: string };
  paypal: { client_id: string };
  enabled_paths: PaymentPath[];
}

/** Buyer details as every payment call sends them (spec §7 `customer`). */
export interface PaymentCustomer {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  postCode: string;
  city: string;
  country: string;
  companyName: string;
  vatNumber: string;
  countryCode: string;
  lang: string;
}

/** The order data every payment call carries (PAYMENTS-CONTRACT.md "cart"); the server recomputes amounts. */
export interface PaymentCart {
  event_id: number;
  /** Only quantities above 0 (spec §5). */
  ticketQuantities: Record<string, number>;
  voucherCode: string | null;
  guestListToken: string | null;
  user_commission: number;
  user_added_commission: number;
  /** Final price paid, two decimals. */
  amount: string;
  /** Price after discount, two decimals. */
  totalPrice: string;
  currency: string;
  customer: PaymentCustomer;
  selectedPaymentMethod: string;
  reservation_id: string | null;
}

/** Guest as the server returns it (spec §3 success response). */
export interface PaymentGuest {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  streetname?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
  company_name?: string | null;
  vat_number?: string | null;
}

/** How a payment attempt ended, as far as the widget can tell. Failures are thrown as PaymentFailure. */
export type PaymentOutcome =
  | { kind: "paid"; ticket: string; guest: PaymentGuest; orderId?: string }
  | { kind: "pending"; guest: PaymentGuest | null }
  /** The page is leaving for the provider (hosted checkout, bank redirect); step 0 takes over on return. */
  | { kind: "redirecting" }
  /** The buyer closed the provider's window; step 4 offers the method again. */
  | { kind: "cancelled" };

/** What step 4 shows while the adapter works (spec §2 step 4). */
export type PaymentStatus = "loading" | "ready" | "waiting" | "completing";

/** Everything an adapter needs; nothing else reaches it. */
export interface PaymentContext {
  choice: PaymentChoice;
  config: PaymentServerConfig;
  /** Built fresh for every call, so a retry sends what the buyer sees now. */
  cart: () => PaymentCart;
  api: PaymentApi;
  /** One per payment attempt, reused by a reload of the same attempt (sent as `Idempotency-Key`). */
  idempotencyKey: string;
  /** Wallet amount (spec §9): final price x 100, rounded. */
  amountMinor: number;
  /** Where redirect methods come back to (the current page without payment parameters). */
  returnUrl: string;
  t: Translate;
  language: string;
  onStatus: (status: PaymentStatus) => void;
  /** Leaves the page for the provider (location.assign; tests observe it). */
  navigate: (url: string) => void;
  /** Tests shorten waits (the Mollie countdown). */
  delays?: { countdownMs?: number };
}

/** One provider path (widget/payments/<path>/index.ts default export). */
export interface PaymentAdapter {
  /** Renders the provider's UI into `container` and settles once the payment is decided. */
  mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome>;
  /** Removes the provider UI and listeners; the pending mount promise is abandoned. Safe to call twice. */
  teardown(): void;
}

export type PaymentAdapterFactory = () => PaymentAdapter;
