import { META_SOURCE } from "./constants.ts";
import type { UnionPayCard, UnionPayMobile, UnionPayTokenizeOptions } from "./types.ts";

/** Query data of the capabilities lookup. */
export function capabilitiesData(cardNumber: string) {
  return { _meta: { source: META_SOURCE }, creditCard: { number: cardNumber } };
}

/**
 * Body of the enrolment. Expiry: expirationDate wins; otherwise month and year go together; one without the
 * other returns null (the caller rejects UNIONPAY_EXPIRATION_DATE_INCOMPLETE); neither sends no expiry.
 */
export function enrollmentData(card: UnionPayCard, mobile: UnionPayMobile) {
  const unionPayEnrollment: Record<string, unknown> = {
    number: card.number,
    mobileCountryCode: mobile.countryCode,
    mobileNumber: mobile.number,
  };
  if (card.expirationDate) {
    unionPayEnrollment.expirationDate = card.expirationDate;
  } else if (card.expirationMonth || card.expirationYear) {
    if (!(card.expirationMonth && card.expirationYear)) return null;
    unionPayEnrollment.expirationYear = card.expirationYear;
    unionPayEnrollment.expirationMonth = card.expirationMonth;
  }
  return { _meta: { source: META_SOURCE }, unionPayEnrollment };
}

/**
 * Body of the tokenization. As in braintree-web, a half expiry (month without year or the reverse) is dropped
 * rather than rejected here: enroll() already refused it, and the gateway checks the card against the enrolment.
 */
export function tokenizeData(card: UnionPayCard, options: UnionPayTokenizeOptions) {
  const unionPayEnrollment: Record<string, unknown> = { id: options.enrollmentId };
  if (options.smsCode) unionPayEnrollment.smsCode = options.smsCode;
  const creditCard: Record<string, unknown> = { number: card.number, options: { unionPayEnrollment } };
  if (card.expirationDate) {
    creditCard.expirationDate = card.expirationDate;
  } else if (card.expirationMonth && card.expirationYear) {
    creditCard.expirationYear = card.expirationYear;
    creditCard.expirationMonth = card.expirationMonth;
  }
  if (card.cvv) creditCard.cvv = card.cvv;
  return { _meta: { source: META_SOURCE }, creditCard };
}
