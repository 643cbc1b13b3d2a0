import type { ClientView } from "../lib/client-view.ts";

/** The client this module takes: requests plus the configuration fields it reads. */
export interface ThreeDSecureClient extends ClientView {
  /** The client's configuration (a client from `sdk/client`'s `create()` has it). */
  getConfiguration(): {
    gatewayConfiguration: unknown;
    authorizationType?: string;
    authorizationFingerprint?: string;
  };
}

/** The gateway configuration fields 3D Secure reads. */
export interface ThreeDSecureGatewayView {
  environment?: string;
  assetsUrl?: string;
  threeDSecureEnabled?: boolean;
  threeDSecure?: { cardinalAuthenticationJWT?: string } | null;
}

/** The UI variant a `version` selects. */
export type Framework = "cardinal-modal" | "bootstrap3-modal" | "inline-iframe";

/** Cardinal SDK settings passed through (a subset, as in braintree-web). */
export interface CardinalSdkConfig {
  logging?: unknown;
  timeout?: number;
  maxRequestRetries?: number;
  payment?: { displayLoading?: boolean; displayExitButton?: boolean };
}

/** An address as verifyCard takes it (mapped to the gateway's additionalInfo fields). */
export interface ThreeDSecureAddress {
  givenName?: string;
  surname?: string;
  phoneNumber?: string;
  streetAddress?: string;
  extendedAddress?: string;
  line3?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  countryCodeAlpha2?: string;
}

/** The lookup answer (`payment_methods/{nonce}/three_d_secure/lookup`). */
export interface LookupResponse {
  lookup?: {
    acsUrl?: string | null;
    pareq?: string;
    transactionId?: string;
    threeDSecureVersion?: string;
    [key: string]: unknown;
  };
  paymentMethod: PaymentMethodView;
  threeDSecureInfo?: { liabilityShifted?: boolean; liabilityShiftPossible?: boolean; [key: string]: unknown } | null;
  /** Added before the lookup-complete callback: true when a challenge follows. */
  requiresUserAuthentication?: boolean;
  [key: string]: unknown;
}

/** The payment method of a lookup or authenticate_from_jwt answer. */
export interface PaymentMethodView {
  nonce: string;
  type?: string;
  binData?: unknown;
  details?: unknown;
  description?: string;
  threeDSecureInfo?: {
    liabilityShifted?: boolean;
    liabilityShiftPossible?: boolean;
    verificationDetails?: unknown;
    [key: string]: unknown;
  } | null;
  [key: string]: unknown;
}

/** Called with the lookup answer; call `next()` to continue to the challenge (or the frictionless result). */
export type LookupCompleteHandler = (data: LookupResponse, next: () => void) => void;

/** Options of verifyCard (spec §3). */
export interface VerifyCardOptions {
  nonce: string;
  /** Numeric, as a number or a non-blank string. */
  amount: string | number;
  bin: string;
  /** Required unless a `lookup-complete` listener is registered with `on()`. */
  onLookupComplete?: LookupCompleteHandler;
  billingAddress?: ThreeDSecureAddress;
  email?: string;
  mobilePhoneNumber?: string;
  accountType?: string;
  challengeRequested?: boolean;
  requestedExemptionType?: "low_value" | "transaction_risk_analysis";
  customFields?: Record<string, string>;
  dataOnlyRequested?: boolean;
  exemptionRequested?: boolean;
  requestVisaDAF?: boolean;
  cardAdd?: boolean;
  cardAddChallengeRequested?: boolean;
  merchantName?: string;
  /** Adds the browser fields (colour depth, language, screen, time zone, deviceChannel "Browser") to the lookup. */
  collectDeviceData?: boolean;
  /** Extra lookup fields; `shippingAddress` inside it is flattened to shipping* fields. */
  additionalInformation?: Record<string, unknown> & { shippingAddress?: ThreeDSecureAddress };
}

/** What verifyCard resolves with (spec §3 "3D Secure result"). */
export interface VerifyPayload {
  nonce: string;
  type?: string;
  binData?: unknown;
  details?: unknown;
  description?: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: unknown;
  verificationDetails?: unknown;
  rawCardinalSDKVerificationData?: unknown;
}

/** The data Cardinal hands to `payments.validated`. */
export interface CardinalValidatedData {
  ActionCode?: string;
  ErrorNumber?: number;
  ErrorDescription?: string;
  Payment?: { ExtendedData?: { ChallengeCancel?: string } };
  [key: string]: unknown;
}

/** The part of Cardinal's Songbird global this module uses. */
export interface CardinalGlobal {
  configure(config: unknown): void;
  setup(event: string, data: { jwt: string | undefined }): void;
  on(event: string, handler: (...args: any[]) => void): void;
  off(event: string): void;
  continue(
    kind: string,
    acs: { AcsUrl: string; Payload?: string },
    order: { OrderDetails: { TransactionId: string } },
  ): void;
  trigger(event: string, ...args: unknown[]): Promise<unknown>;
}
