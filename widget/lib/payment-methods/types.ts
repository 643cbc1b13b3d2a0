/** Every method the buyer can pick on step 3 (spec §3 catalogue + §9 country lists + wallets). */
export type PaymentMethodName =
  | "card"
  | "paypal"
  | "klarna"
  | "sepa_debit"
  | "banktransfer"
  | "trustly"
  | "revolut_pay"
  | "eps"
  | "ideal"
  | "bancontact"
  | "kbc"
  | "belfius"
  | "satispay"
  | "mbway"
  | "multibanco"
  | "przelewy24"
  | "giropay"
  | "cartes_bancaires"
  | "applepay"
  | "googlepay";
/** The provider path that serves a method (one adapter per path under widget/payments/<path>/). */
export type PaymentPath = "stripe" | "braintree" | "paypal" | "mollie";
export interface PaymentChoice {
  method: PaymentMethodName;
  path: PaymentPath;
  providerMethod: string;
}
