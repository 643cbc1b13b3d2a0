import type { ClientView } from "../lib/client-view.ts";

/** The part of a client this module uses; its configuration is read through UnionPayGatewayView. */
export type UnionPayClient = ClientView;

/** The gateway configuration field this module reads. */
export interface UnionPayGatewayView {
  unionPay?: { enabled?: unknown } | null;
}

/** Card data as the merchant passes it. */
export interface UnionPayCard {
  number?: string;
  /** "MM/YY" or "MM/YYYY"; when set, expirationMonth and expirationYear are ignored. */
  expirationDate?: string;
  expirationMonth?: string;
  expirationYear?: string;
  cvv?: string;
}

/** A Hosted Fields instance; braintree-web accepts any object with a `_bus`. */
export interface HostedFieldsLike {
  _bus?: unknown;
  [key: string]: unknown;
}

/** The customer's mobile phone, needed for the SMS enrolment. */
export interface UnionPayMobile {
  countryCode?: string;
  number?: string;
}

/** Options of fetchCapabilities: a card number or a Hosted Fields instance. */
export interface UnionPayFetchCapabilitiesOptions {
  card?: Pick<UnionPayCard, "number">;
  hostedFields?: HostedFieldsLike;
}

/** Options of enroll. */
export interface UnionPayEnrollOptions {
  card?: UnionPayCard;
  hostedFields?: HostedFieldsLike;
  mobile?: UnionPayMobile;
}

/** Options of tokenize. */
export interface UnionPayTokenizeOptions {
  card?: UnionPayCard;
  hostedFields?: HostedFieldsLike;
  /** From enroll(). */
  enrollmentId?: string;
  /** Only when enroll() said smsCodeRequired. */
  smsCode?: string;
}

/** What fetchCapabilities resolves with: the gateway's answer as is. */
export interface UnionPayCapabilities {
  isUnionPay?: boolean;
  isDebit?: boolean;
  unionPay?: { supportsTwoStepAuthAndCapture?: boolean; isSupported?: boolean };
  [key: string]: unknown;
}

/** What enroll resolves with. */
export interface UnionPayEnrollPayload {
  enrollmentId: string;
  smsCodeRequired: boolean;
}

/** What tokenize resolves with: the gateway's first credit card without `consumed` and `threeDSecureInfo`. */
export interface UnionPayTokenizePayload {
  nonce: string;
  type: string;
  description?: string;
  details: { cardType?: string; lastFour?: string; lastTwo?: string; [key: string]: unknown };
  [key: string]: unknown;
}
