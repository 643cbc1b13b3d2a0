// One row per payment method, keyed by PaymentMethodName: every rule about a method (label, icon, the provider
// paths that serve it, delay cutoff, wallet) lives in its row, and a new name without a row does not compile.
import type { PaymentMethodName, PaymentPath } from "./types.ts";

/** Cutoff of a delayed method (spec §9 table): hidden when the event starts within `days` of today. */
export interface DelayRule {
  days: number;
  kind: "business" | "calendar";
}

/** What the step-3 list draws beside the name (a glyph per family, no brand artwork shipped). */
export type MethodIcon = "card" | "wallet" | "bank" | "paylater" | "paypal" | "mobile";

/**
 * A path that can serve a method, with the provider's own id for it. `"card_path"` stands for the
 * server config's `card_path` (stripe or braintree, per event) and is resolved in paths.ts.
 */
export type PathCandidate = readonly [path: PaymentPath | "card_path", providerMethod: string];

/** Methods whose name is a description, not a brand, and is translated (`payment-method` area, `methods.*`). */
export type TranslatedMethod = "card" | "sepa_debit" | "banktransfer";

/**
 * What step 3 shows as the name: a brand, written the same in every language (so it lives here, once), or the
 * translation key of a described method.
 */
export type MethodLabel = { brand: string } | { key: `methods.${TranslatedMethod}` };

export interface MethodEntry {
  label: MethodLabel;
  icon: MethodIcon;
  /** Paths in order of preference; the first one the event has enabled serves the method. */
  paths: readonly PathCandidate[];
  delay?: DelayRule;
  /** Shown only when the device supports this wallet (walletSupportAtom). */
  wallet?: true;
}

// Path preference for local methods both stripe and mollie list (spec §9 "supported methods per path"):
// stripe's card-intent path first, because its Payment Element keeps the buyer inside the widget; the
// hosted checkout (mollie) serves them when stripe is not enabled, and alone serves the methods only
// its list has. Provider ids: stripe's payment_method_types, mollie's method ids, braintree credit_card.
const STRIPE_OR_MOLLIE = (stripe: string, mollie: string): readonly PathCandidate[] => [
  ["stripe", stripe],
  ["mollie", mollie],
];

/**
 * One payment method, one place: every rule about a method lives in its row here (label, icon, which
 * path serves it, delayed-method cutoff, wallet). Keyed by the PaymentMethodName union, so adding a name
 * to the union without a row is a type error.
 */
export const PAYMENT_METHODS: { readonly [name in PaymentMethodName]: MethodEntry } = {
  // The card goes to the event's card path; mollie's hosted creditcard is the fallback when that path is off.
  card: {
    label: { key: "methods.card" },
    icon: "card",
    paths: [
      ["card_path", "card"],
      ["mollie", "creditcard"],
    ],
  },
  paypal: { label: { brand: "PayPal" }, icon: "paypal", paths: [["paypal", "paypal"]] },
  klarna: { label: { brand: "Klarna" }, icon: "paylater", paths: [["stripe", "klarna"]] },
  sepa_debit: {
    label: { key: "methods.sepa_debit" },
    icon: "bank",
    paths: [["stripe", "sepa_debit"]],
    delay: { days: 6, kind: "business" },
  },
  banktransfer: {
    label: { key: "methods.banktransfer" },
    icon: "bank",
    paths: [["mollie", "banktransfer"]],
    delay: { days: 8, kind: "business" },
  },
  trustly: {
    label: { brand: "Trustly" },
    icon: "bank",
    paths: [["mollie", "trustly"]],
    delay: { days: 5, kind: "calendar" },
  },
  revolut_pay: { label: { brand: "Revolut Pay" }, icon: "mobile", paths: [["stripe", "revolut_pay"]] },
  eps: {
    label: { brand: "EPS" },
    icon: "bank",
    paths: STRIPE_OR_MOLLIE("eps", "eps"),
    delay: { days: 5, kind: "business" },
  },
  ideal: { label: { brand: "iDEAL" }, icon: "bank", paths: STRIPE_OR_MOLLIE("ideal", "ideal") },
  bancontact: { label: { brand: "Bancontact" }, icon: "card", paths: STRIPE_OR_MOLLIE("bancontact", "bancontact") },
  kbc: { label: { brand: "KBC" }, icon: "bank", paths: [["mollie", "kbc"]], delay: { days: 4, kind: "business" } },
  belfius: {
    label: { brand: "Belfius" },
    icon: "bank",
    paths: [["mollie", "belfius"]],
    delay: { days: 4, kind: "business" },
  },
  satispay: { label: { brand: "Satispay" }, icon: "mobile", paths: [["mollie", "satispay"]] },
  mbway: { label: { brand: "MB WAY" }, icon: "mobile", paths: [["mollie", "mbway"]] },
  multibanco: {
    label: { brand: "Multibanco" },
    icon: "bank",
    paths: STRIPE_OR_MOLLIE("multibanco", "multibanco"),
    delay: { days: 5, kind: "calendar" },
  },
  przelewy24: {
    label: { brand: "Przelewy24" },
    icon: "bank",
    paths: STRIPE_OR_MOLLIE("p24", "przelewy24"),
    delay: { days: 4, kind: "calendar" },
  },
  giropay: { label: { brand: "giropay" }, icon: "bank", paths: [["stripe", "giropay"]] },
  // Cartes Bancaires is a card network: stripe's card method and mollie's creditcard both take CB cards.
  cartes_bancaires: {
    label: { brand: "Cartes Bancaires" },
    icon: "card",
    paths: STRIPE_OR_MOLLIE("card", "creditcard"),
  },
  // Wallets: stripe's Express Checkout Element (its expressPaymentType ids), else the hosted path's
  // wallet method (spec §9 mobile mapping: googlepay is in mollie's list; mollie also serves applepay).
  applepay: {
    label: { brand: "Apple Pay" },
    icon: "wallet",
    paths: STRIPE_OR_MOLLIE("apple_pay", "applepay"),
    wallet: true,
  },
  googlepay: {
    label: { brand: "Google Pay" },
    icon: "wallet",
    paths: STRIPE_OR_MOLLIE("google_pay", "googlepay"),
    wallet: true,
  },
};

export const PAYMENT_METHOD_NAMES = Object.keys(PAYMENT_METHODS) as PaymentMethodName[];

export function isPaymentMethodName(value: string): value is PaymentMethodName {
  return Object.hasOwn(PAYMENT_METHODS, value);
}
