import type { PaymentMethodName } from "./types.ts";

const WALLETS: readonly PaymentMethodName[] = ["applepay", "googlepay"];

/** Spec §9 "Methods shown first by buyer country", in the spec's order, wallets last. */
export const COUNTRY_FIRST_METHODS: Readonly<Record<string, readonly PaymentMethodName[]>> = {
  NL: ["card", "klarna", "ideal", "paypal", "sepa_debit", "revolut_pay", "banktransfer", "eps", ...WALLETS],
  BE: ["card", "klarna", "bancontact", "paypal", "sepa_debit", "revolut_pay", "banktransfer", "eps", ...WALLETS],
  DE: ["card", "klarna", "giropay", "sepa_debit", "revolut_pay", "banktransfer", "paypal", "eps", ...WALLETS],
  FR: ["card", "klarna", "cartes_bancaires", "paypal", "sepa_debit", "revolut_pay", "banktransfer", "eps", ...WALLETS],
};

/**
 * The wide default list (spec §9 leaves its contents to us): the whole §3 catalogue plus the wallets,
 * card and PayPal first, then pay-later, SEPA, and the local methods grouped by the countries that
 * use them. Every country without its own list sees exactly this list first and has no "other"
 * section; for NL, BE, DE and FR it is what "other payment methods" draws from. giropay and Cartes
 * Bancaires are national methods and only appear in the DE and FR lists.
 */
export const DEFAULT_METHODS: readonly PaymentMethodName[] = [
  "card",
  "paypal",
  ...WALLETS,
  "klarna",
  "sepa_debit",
  "banktransfer",
  "revolut_pay",
  "trustly",
  "ideal",
  "bancontact",
  "kbc",
  "belfius",
  "eps",
  "przelewy24",
  "satispay",
  "mbway",
  "multibanco",
];

export interface CountryMethodOrder {
  /** Shown first. */
  first: readonly PaymentMethodName[];
  /** Behind the "other payment methods" toggle: the default list minus `first`, in default order. */
  other: readonly PaymentMethodName[];
}

/** The step-3 order for a two-letter country code (any case); unknown or empty codes get the default list. */
export function methodOrderForCountry(countryCode: string): CountryMethodOrder {
  const first = COUNTRY_FIRST_METHODS[countryCode.trim().toUpperCase()] ?? DEFAULT_METHODS;
  return { first, other: DEFAULT_METHODS.filter((name) => !first.includes(name)) };
}
