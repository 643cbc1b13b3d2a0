/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "UnionPay";

/** Client API endpoints (relative to the client API base) and methods braintree-web 3.109.0 uses. */
export const ENDPOINTS = {
  capabilities: { method: "get", endpoint: "payment_methods/credit_cards/capabilities" },
  enrollment: { method: "post", endpoint: "union_pay_enrollments" },
  tokenize: { method: "post", endpoint: "payment_methods/credit_cards" },
} as const;

/** `_meta.source` sent with every UnionPay request. */
export const META_SOURCE = "unionpay";

/**
 * Name prefix of braintree-web's hidden 0x0 UnionPay hosted-fields frame (a uuid follows after "_").
 * Kept as a fact; this SDK does not create that frame (see union-pay.ts).
 */
export const HOSTED_FIELDS_FRAME_NAME = "braintreeunionpayhostedfields";
