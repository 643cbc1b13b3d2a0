// The one gateway interface of the payment API: what the routes may ask of a provider. Each provider folder
// (providers/<name>/) implements it twice: `sandbox.ts` (demo mode) and `live.ts` (the provider's official Node SDK);
// `index.ts` picks one from the configuration and nothing outside that folder knows which runs.

import type { IncomingHttpHeaders } from "node:http";
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
 * does not fit the payment's state (e.g. capture before approval); `not_yet`: the call cannot be made yet but will
 * be once the provider moves on (a partial Braintree refund before settlement): asked again later, by the sweep.
 */
export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly kind: "declined" | "timeout" | "not_found" | "invalid" | "not_yet",
    message: string,
  ) {
    super(message);
  }
}

/**
 * What the provider says about a payment right now. `open`: waiting for the buyer; `approved`: the buyer approved
 * and the server must still complete it (a PayPal order before capture); `pending`: the provider is processing
 * (SEPA, bank confirmation); `paid`; `failed`: refused; `canceled`: cancelled or expired at the provider.
 */
export interface PaymentReport {
  state: "open" | "approved" | "pending" | "paid" | "failed" | "canceled";
  /** What the provider took or will take; null when it does not say. Checked against the order before tickets. */
  amount: Money | null;
  /** The provider's reason for a failure, shown to the buyer. */
  message?: string;
}

/**
 * What the provider says about one refund. `pending`: taken, the money is not back yet (a bank transfer, a refund
 * queued until the balance allows); `succeeded`: the provider reports it done; `failed`, `canceled`: it will not be.
 */
export interface RefundReport {
  /** The provider's refund id (Braintree: the credit transaction, or `void:<sale>` for a void). */
  id: string;
  state: "pending" | "succeeded" | "failed" | "canceled";
  /** The provider's reason for a failure. */
  message?: string;
}

/** A webhook request as it arrived: the exact bytes (signatures are over them) and the headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

/** A verified provider notification. */
export interface ProviderEvent {
  /** The provider's id of this notification: a second delivery of the same id changes nothing. */
  id: string;
  type: string;
  /** The payment it is about (the order's provider_ref), or null for an event that concerns no payment of ours. */
  ref: string | null;
  /** The payment's state from the verified notification itself; null = ask the provider (report(ref)). */
  report: PaymentReport | null;
  /**
   * A notification about refunds (not the payment): the refunds it names, each with its state from the verified
   * notification or null (ask the provider: refundReport), and/or `refundsOf`, a payment whose refunds of ours
   * still moving are to be asked about (Stripe's charge.refunded, Mollie's payment webhook).
   */
  refunds?: { id: string; report: RefundReport | null }[];
  refundsOf?: string;
}

/** Thrown by parseWebhook for a notification that is not from the provider (answered 400, nothing changed). */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** What every provider's gateway does besides its own checkout calls (webhooks, reconciliation, refunds). */
export interface CommonGateway {
  /** Asks the provider about payment `ref` now. */
  report(ref: string): Promise<PaymentReport>;
  /** Completes a payment the buyer approved (PayPal: capture, with `idempotencyKey`); others report(ref). */
  complete(ref: string, idempotencyKey: string): Promise<PaymentReport>;
  /** Stops a payment that is still open, best effort (an expired order: nobody may pay it any more). */
  cancel(ref: string): Promise<void>;
  /**
   * Refunds payment `ref`: `amount` of it, or in full (what the provider took) without one; the idempotency key makes
   * a retry the same refund. Answers what the provider said of the refund.
   */
  refund(ref: string, p: { idempotencyKey: string; amount?: Money }): Promise<RefundReport>;
  /** Asks the provider about refund `refundId` of payment `ref` now. */
  refundReport(ref: string, refundId: string): Promise<RefundReport>;
  /** Verifies a webhook request and says what it is about; throws WebhookSignatureError when it is forged. */
  parseWebhook(req: WebhookRequest): Promise<ProviderEvent>;
  /**
   * The payment made for order `orderId`, found at the provider, for an order whose starting call timed out before
   * its id came back (Braintree's sale is the charge itself); absent where no buyer can have paid without the id.
   */
  findByOrder?(orderId: string): Promise<string | null>;
  /**
   * One authenticated call at start, for providers whose keys do not say their environment (PayPal, Braintree):
   * throws GatewayError "invalid" when the provider refuses the keys, "timeout" when it cannot be reached.
   */
  checkCredentials?(): Promise<void>;
}

export type StripeIntentStatus =
  "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";

export interface StripeGateway extends CommonGateway {
  createIntent(p: {
    amount: Money;
    paymentMethodTypes: string[];
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider sees it now. */
  retrieveIntent(
    id: string,
  ): Promise<{ id: string; status: StripeIntentStatus; amount: Money; clientSecret: string; lastError: string | null }>;
}

export type PaypalOrderStatus = "CREATED" | "APPROVED" | "COMPLETED" | "PENDING" | "VOIDED" | "DECLINED";

export interface PaypalGateway extends CommonGateway {
  createOrder(p: {
    amount: Money;
    reference: string;
    description: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** COMPLETED or PENDING; throws GatewayError "invalid" before approval, "declined" when refused. */
  captureOrder(id: string, idempotencyKey: string): Promise<{ status: "COMPLETED" | "PENDING"; amount: Money | null }>;
  getOrder(id: string): Promise<{ status: PaypalOrderStatus }>;
  voidOrder(id: string): Promise<void>;
}

export interface BraintreeGateway extends CommonGateway {
  /** A client token for braintree-web; `requestOrigin` is this server as the browser reaches it. */
  clientToken(p: { requestOrigin: string }): Promise<string>;
  /** A sale submitted for settlement; throws GatewayError "declined" with the processor's message. */
  sale(p: {
    nonce: string;
    amount: Money;
    deviceData: string | null;
    orderId: string;
  }): Promise<{ id: string; status: "submitted_for_settlement" | "settlement_pending"; amount: Money | null }>;
  getTransaction(id: string): Promise<{
    status: "submitted_for_settlement" | "settlement_pending" | "settled" | "processor_declined" | "voided";
  }>;
}

export type MollieStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

export interface MollieGateway extends CommonGateway {
  createPayment(p: {
    amount: Money;
    description: string;
    redirectUrl: string;
    /** Mollie's method id; absent = the hosted page lets the buyer choose (the embedded start-checkout). */
    method?: string;
    locale: string | null;
    orderId: string;
    requestOrigin: string;
    /** Where Mollie posts the payment's id when its status changes (this server's /api/webhooks/mollie). */
    webhookUrl: string;
    idempotencyKey: string;
  }): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<{ status: MollieStatus; amount: Money | null }>;
}

/** The configured gateway of each provider; null when that provider is not configured. */
export interface PaymentGateways {
  stripe: StripeGateway | null;
  paypal: PaypalGateway | null;
  braintree: BraintreeGateway | null;
  mollie: MollieGateway | null;
}
