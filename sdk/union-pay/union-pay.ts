import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { ENDPOINTS } from "./constants.ts";
import { makeError } from "../lib/make-error.ts";
import { rejectHostedFields, isHostedFieldsInstance } from "./hosted-fields.ts";
import { capabilitiesData, enrollmentData, tokenizeData } from "./request-bodies.ts";
import { httpStatusOf, splitRequestError } from "./request-error.ts";
import {
  UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES,
  UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED,
  UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID,
  UNIONPAY_ENROLLMENT_NETWORK_ERROR,
  UNIONPAY_EXPIRATION_DATE_INCOMPLETE,
  UNIONPAY_FAILED_TOKENIZATION,
  UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR,
  UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID,
  UNIONPAY_MISSING_MOBILE_PHONE_DATA,
  UNIONPAY_TOKENIZATION_NETWORK_ERROR,
} from "./errors.ts";
import type {
  UnionPayCapabilities,
  UnionPayClient,
  UnionPayEnrollOptions,
  UnionPayEnrollPayload,
  UnionPayFetchCapabilitiesOptions,
  UnionPayTokenizeOptions,
  UnionPayTokenizePayload,
} from "./types.ts";

const PUBLIC_METHODS = ["fetchCapabilities", "enroll", "tokenize", "teardown"] as const;

/**
 * A UnionPay component: look up a card's capabilities, enrol it (SMS code), tokenize it. Create it with
 * `create()` from sdk/union-pay, not with `new`. Card data goes in `options.card`; a Hosted Fields instance is
 * validated like braintree-web does, then refused with UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED.
 */
export class UnionPay {
  /**
   * Looks up whether a card is UnionPay, debit, supported, and whether it allows two-step auth and capture
   * (GET payment_methods/credit_cards/capabilities). Resolves with the gateway's answer as is. Rejects
   * UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES, UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED,
   * UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID, UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED, the client's 403 error
   * unchanged, or UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR for any other failure.
   */
  declare readonly fetchCapabilities: {
    (options: UnionPayFetchCapabilitiesOptions): Promise<UnionPayCapabilities>;
    (options: UnionPayFetchCapabilitiesOptions, callback: Callback<UnionPayCapabilities>): void;
  };

  /**
   * Enrols a card for the SMS flow (POST union_pay_enrollments). Rejects UNIONPAY_MISSING_MOBILE_PHONE_DATA,
   * the card/hosted-fields errors, UNIONPAY_EXPIRATION_DATE_INCOMPLETE, the client's 403 error unchanged,
   * UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID (HTTP < 500) or UNIONPAY_ENROLLMENT_NETWORK_ERROR.
   */
  declare readonly enroll: {
    (options: UnionPayEnrollOptions): Promise<UnionPayEnrollPayload>;
    (options: UnionPayEnrollOptions, callback: Callback<UnionPayEnrollPayload>): void;
  };

  /**
   * Tokenizes an enrolled card (POST payment_methods/credit_cards with creditCard.options.unionPayEnrollment).
   * Rejects the card/hosted-fields errors, the client's 403 error unchanged, UNIONPAY_FAILED_TOKENIZATION
   * (HTTP < 500) or UNIONPAY_TOKENIZATION_NETWORK_ERROR.
   */
  declare readonly tokenize: {
    (options: UnionPayTokenizeOptions): Promise<UnionPayTokenizePayload>;
    (options: UnionPayTokenizeOptions, callback: Callback<UnionPayTokenizePayload>): void;
  };

  /** Makes every method throw METHOD_CALLED_AFTER_TEARDOWN. Nothing else to remove (no frame is ever created). */
  declare readonly teardown: {
    (): Promise<void>;
    (callback: Callback<void>): void;
  };

  // A plain field set in the constructor: `#private` would make the ES2020 bundle carry WeakMap helpers.
  declare private readonly client: UnionPayClient;

  // Helpers below start with "_" like braintree-web's, so code (and the parity suite) that lists an instance's
  // public methods sees only the documented ones.

  /** @internal Use create(). */
  constructor(client: UnionPayClient) {
    this.client = client;
    this.fetchCapabilities = wrapPromise((options: UnionPayFetchCapabilitiesOptions) =>
      this._doFetchCapabilities(options),
    );
    this.enroll = wrapPromise((options: UnionPayEnrollOptions) => this._doEnroll(options));
    this.tokenize = wrapPromise((options: UnionPayTokenizeOptions) => this._doTokenize(options));
    this.teardown = wrapPromise(async () => {
      convertMethodsToError(this, PUBLIC_METHODS);
    });
  }

  private async _doFetchCapabilities(
    options: UnionPayFetchCapabilitiesOptions | undefined,
  ): Promise<UnionPayCapabilities> {
    const { card, hostedFields } = options ?? {};
    const cardNumber = card ? card.number : undefined;
    if (cardNumber && hostedFields) throw makeError(UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES);
    if (cardNumber) {
      try {
        return (await this.client.request({
          ...ENDPOINTS.capabilities,
          data: capabilitiesData(cardNumber),
        })) as UnionPayCapabilities;
      } catch (originalError) {
        if (httpStatusOf(originalError) === 403) throw originalError;
        throw makeError(UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR, { details: { originalError } });
      }
    }
    if (hostedFields) return rejectHostedFields(hostedFields);
    throw makeError(UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED);
  }

  private async _doEnroll(options: UnionPayEnrollOptions | undefined): Promise<UnionPayEnrollPayload> {
    const { card, hostedFields, mobile } = options ?? {};
    // braintree-web only checks that `mobile` is there; missing countryCode/number are left to the gateway.
    if (!mobile) throw makeError(UNIONPAY_MISSING_MOBILE_PHONE_DATA);
    if (hostedFields) {
      if (!isHostedFieldsInstance(hostedFields)) throw makeError(UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID);
      if (card) throw makeError(UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES);
      return rejectHostedFields(hostedFields);
    }
    if (!card || !card.number) throw makeError(UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED);
    const data = enrollmentData(card, mobile);
    if (!data) throw makeError(UNIONPAY_EXPIRATION_DATE_INCOMPLETE);
    try {
      const response = (await this.client.request({ ...ENDPOINTS.enrollment, data })) as {
        unionPayEnrollmentId: string;
        smsCodeRequired: boolean;
      };
      return { enrollmentId: response.unionPayEnrollmentId, smsCodeRequired: response.smsCodeRequired };
    } catch (originalError) {
      throw splitRequestError(
        originalError,
        UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID,
        UNIONPAY_ENROLLMENT_NETWORK_ERROR,
      );
    }
  }

  private async _doTokenize(options: UnionPayTokenizeOptions | undefined): Promise<UnionPayTokenizePayload> {
    const opts = options ?? {};
    const { card, hostedFields } = opts;
    if (card && hostedFields) throw makeError(UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES);
    if (card) {
      try {
        const response = await this.client.request({ ...ENDPOINTS.tokenize, data: tokenizeData(card, opts) });
        return tokenizedCard(response);
      } catch (originalError) {
        throw splitRequestError(originalError, UNIONPAY_FAILED_TOKENIZATION, UNIONPAY_TOKENIZATION_NETWORK_ERROR);
      }
    }
    if (hostedFields) return rejectHostedFields(hostedFields);
    throw makeError(UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED);
  }
}

/** creditCards[0] without the gateway-internal `consumed` and `threeDSecureInfo`; throws on a malformed answer. */
function tokenizedCard(response: unknown): UnionPayTokenizePayload {
  const first = (response as { creditCards?: unknown[] } | null)?.creditCards?.[0];
  if (!first || typeof first !== "object") throw new TypeError("The gateway answer has no creditCards[0].");
  const { consumed: _consumed, threeDSecureInfo: _threeDSecureInfo, ...card } = first as Record<string, unknown>;
  return card as UnionPayTokenizePayload;
}
