/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (braintree-web spells it so). */
export const COMPONENT_NAME = "PreferredPaymentMethods";

/** The GraphQL query, identical to braintree-web's (no operationName is sent with it). */
export const PREFERRED_PAYMENT_METHODS_QUERY =
  "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }";
