import type { ProviderName } from "../../store/index.ts";
import type { FakeRequest, FakeServer } from "../../../../tests/fixtures/provider-apis/fake-server.ts";

// What the live-adapter contract test (routes/payments/live-providers.test.ts) needs of each provider: its fake API,
// the server's environment pointing the official SDK at it, and the few steps that differ by provider. Everything
// a buyer or the provider does goes through the server's public API or the fake's.

export type Answer = { status: number; body: any };

export interface Notification {
  body: string;
  headers: Record<string, string>;
}

export interface LiveDriver {
  provider: ProviderName;
  /** Starts the fake; `env` points the server's SDK at it (and keeps the test keys). */
  start(): Promise<{ fake: FakeServer; env: Record<string, string> }>;
  /** Undoes what start() changed in this process besides the fake. */
  stop?(): void;
  /** The widget's first payment call for `cart`: creates the order and the provider's payment (Braintree: the sale). */
  begin(origin: string, cart: Record<string, unknown>, idempotencyKey?: string): Promise<Answer>;
  /** The provider's id of the payment begin() made. */
  refOf(answer: Answer, providerRef: string | null): string;
  /** The buyer pays at the provider (card confirmed, PayPal approved, Mollie's page, Braintree's settlement). */
  buyerPays(ref: string): Promise<void>;
  /** The browser's confirmation after paying (verifyIntent, capture, the hosted return); null when there is none. */
  browserConfirms(origin: string, ref: string, orderId: string, answer: Answer): Promise<Answer>;
  /** A notification that payment `ref` changed, as the provider sends it (signed where the provider signs). */
  notification(ref: string): Promise<Notification>;
  /** The same notification with a signature the provider never made (or, for Mollie, an id it never issued). */
  forged(ref: string): Promise<Notification>;
  /** The fake's requests that created a payment or a charge, with what they asked for. */
  charges(): { amount: string; currency: string; idempotencyKey: string | null }[];
  /** The fake's refund requests, with their idempotency keys. */
  refunds(): { ref: string; idempotencyKey: string | null }[];
  /** The fake request the browser's confirmation makes (delayed for the timeout test). */
  isConfirmCall(r: FakeRequest): boolean;
  /** Makes the provider's record of payment `ref` say another amount than the order's. */
  tamper(ref: string): void;
  /** Keys of the right format that the provider refuses (PayPal, Braintree: checked at start by a call). */
  wrongKeys?: Record<string, string>;
  /** Braintree charges in begin(): its timeout is in the sale itself. */
  chargesAtBegin?: boolean;
  /** Cart fields this provider's begin() needs beyond the cart: Braintree's nonce of a sale that settles later… */
  pendingCart?: Record<string, unknown>;
  /** …and of a sale that is paid at once. */
  paidCart?: Record<string, unknown>;
}

export const header = (r: FakeRequest, name: string) => {
  const v = r.headers[name];
  return typeof v === "string" ? v : null;
};
