import { makeError } from "../lib/make-error.ts";
import { EXEMPTION_TYPES } from "./constants.ts";
import {
  THREEDS_AUTHENTICATION_IN_PROGRESS,
  THREEDS_MISSING_VERIFY_CARD_OPTION,
  THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID,
} from "./errors.ts";
import type { ThreeDSecureAddress, VerifyCardOptions } from "./types.ts";
import type { SdkError } from "../lib/sdk-error.ts";

const missing = (what: string) =>
  makeError(THREEDS_MISSING_VERIFY_CARD_OPTION, { message: `verifyCard options must include ${what}.` });

/** True for a number or a non-blank numeric string; false for undefined, null, arrays, booleans, "" and "cows". */
export function isNumeric(value: unknown): boolean {
  return !(
    value == null ||
    Array.isArray(value) ||
    typeof value === "boolean" ||
    (typeof value === "string" && value.trim() === "") ||
    isNaN(Number(value))
  );
}

/**
 * The first verifyCard option error, in braintree-web's order: bin, a verification already running, nonce,
 * amount, then onLookupComplete (not needed when a `lookup-complete` listener exists).
 */
export function verifyCardError(
  options: Partial<VerifyCardOptions>,
  inProgress: boolean,
  hasLookupListener: boolean,
): SdkError | undefined {
  if (!options.bin) return missing("a BIN");
  if (inProgress) return makeError(THREEDS_AUTHENTICATION_IN_PROGRESS);
  if (!options.nonce) return missing("a nonce");
  if (!isNumeric(options.amount)) return missing("an amount");
  if (typeof options.onLookupComplete !== "function" && !hasLookupListener)
    return missing("an onLookupComplete function");
  return undefined;
}

function addAddress(target: Record<string, unknown>, source: ThreeDSecureAddress, prefix: string): void {
  target[prefix + "Line1"] = source.streetAddress;
  target[prefix + "Line2"] = source.extendedAddress;
  target[prefix + "Line3"] = source.line3;
  target[prefix + "City"] = source.locality;
  target[prefix + "State"] = source.region;
  target[prefix + "PostalCode"] = source.postalCode;
  target[prefix + "CountryCode"] = source.countryCodeAlpha2;
}

// Optional lookup fields copied when truthy, in braintree-web's order.
const TRUTHY_FIELDS = [
  "accountType",
  "challengeRequested",
  "requestedExemptionType",
  "customFields",
  "dataOnlyRequested",
  "exemptionRequested",
  "requestVisaDAF",
  "bin",
] as const;

/**
 * The lookup body before prepareLookup adds dfReferenceId and the metadata: amount, device data (with
 * collectDeviceData), additionalInfo (billing/shipping addresses, email, phone) and the optional fields.
 * Throws THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID for an exemption type other than EXEMPTION_TYPES.
 */
export function lookupData(options: VerifyCardOptions): Record<string, unknown> {
  const info: Record<string, unknown> = { ...options.additionalInformation };
  const billing = options.billingAddress;
  if (billing) {
    addAddress(info, billing, "billing");
    info.billingPhoneNumber = billing.phoneNumber;
    info.billingGivenName = billing.givenName;
    info.billingSurname = billing.surname;
  }
  if (info.shippingAddress) {
    addAddress(info, info.shippingAddress, "shipping");
    delete info.shippingAddress;
  }
  if (options.email) info.email = options.email;
  if (options.mobilePhoneNumber) info.mobilePhoneNumber = options.mobilePhoneNumber;

  const data: Record<string, unknown> = { amount: options.amount };
  if (options.collectDeviceData === true) {
    Object.assign(data, {
      browserColorDepth: screen.colorDepth,
      browserJavaEnabled: navigator.javaEnabled(),
      browserJavascriptEnabled: true,
      browserLanguage: navigator.language,
      browserScreenHeight: screen.height,
      browserScreenWidth: screen.width,
      browserTimeZone: new Date().getTimezoneOffset(),
      deviceChannel: "Browser",
    });
  }
  data.additionalInfo = info;
  const exemption = options.requestedExemptionType;
  if (exemption && !EXEMPTION_TYPES.includes(exemption)) {
    throw makeError(THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID, {
      message: `requestedExemptionType \`${exemption}\` is not a valid exemption. The accepted values are: \`${EXEMPTION_TYPES.join("`, `")}\``,
    });
  }
  for (const field of TRUTHY_FIELDS) if (options[field]) data[field] = options[field];
  if (options.cardAdd != null) data.cardAdd = options.cardAdd;
  if (options.cardAddChallengeRequested != null) data.cardAdd = options.cardAddChallengeRequested;
  if (options.merchantName) data.merchantName = options.merchantName;
  return data;
}
