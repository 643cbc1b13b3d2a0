// The one gateway interface of the payment API: what the routes may ask of a provider. Each provider folder
// (providers/<name>/) implements it — a sandbox now, live adapters on the official Node SDKs later — and
// nothing outside that folder knows which implementation runs.

import type { ProviderName } from "../../store/index.ts";

export type { ProviderName };
export const providerNames: readonly ProviderName[] = ["stripe", "braintree", "paypal", "mollie"];

/** A decimal amount ("139.00") in a currency ("EUR"). */
export interface Money {
  amount: string;
  currency: string;
}

/**
 * An expected provider failure. `declined`: the payment was refused (message is the provider's, shown to the
 * buyer); `timeout`: the provider did not answer in time; `not_found`: unknown id; `invalid`: the call
 * does not fit the payment's state (e.g. capture before approval).
 */
export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(readonly kind: "declined" | "timeout" | "not_found" | "invalid", message: string) {
    super(message);
  }
}

export type StripeIntentStatus = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export interface StripeGateway {
  createIntent(p: { amount: Money; paymentMethodTypes: string[]; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider sees it now. */
  retrieveIntent(id: string): Promise<{ id: string; status: StripeIntentStatus; amount: Money; clientSecret: string; lastError: string | null }>;
  refund(id: string): Promise<void>;
}

export type PaypalOrderStatus = "CREATED" | "APPROVED" | "COMPLETED" | "PENDING" | "VOIDED" | "DECLINED";

export interface PaypalGateway {
  createOrder(p: { amount: Money; reference: string; description: string }): Promise<{ id: string }>;
  /** COMPLETED or PENDING; throws GatewayError "invalid" before approval, "declined" when refused. */
  captureOrder(id: string): Promise<{ status: "COMPLETED" | "PENDING" }>;
  getOrder(id: string): Promise<{ status: PaypalOrderStatus }>;
  voidOrder(id: string): Promise<void>;
  refund(id: string): Promise<void>;
}

export interface BraintreeGateway {
  /** A client token for braintree-web; `requestOrigin` is this server as the browser reaches it. */
  clientToken(p: { requestOrigin: string }): Promise<string>;
  /** A sale submitted for settlement; throws GatewayError "declined" with the processor's message. */
  sale(p: { nonce: string; amount: Money; deviceData: string | null; orderId: string }): Promise<{ id: string; status: "submitted_for_settlement" | "settlement_pending" }>;
  getTransaction(id: string): Promise<{ status: "submitted_for_settlement" | "settlement_pending" | "settled" | "processor_declined" | "voided" }>;
  refund(id: string): Promise<void>;
}

export type MollieStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

export interface MollieGateway {
  createPayment(p: {
    amount: Money;
    description: string;
    redirectUrl: string;
    /** Mollie's method id; absent = the hosted page lets the buyer choose (the embedded start-checkout). */
    method?: string;
    locale: string | null;
    orderId: string;
    requestOrigin: string;
  }): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<{ status: MollieStatus }>;
  refund(id: string): Promise<void>;
}

/** The configured gateway of each provider; null when that provider is not configured. */
export interface PaymentGateways {
  stripe: StripeGateway | null;
  paypal: PaypalGateway | null;
  braintree: BraintreeGateway | null;
  mollie: MollieGateway | null;
}
