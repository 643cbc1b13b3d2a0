/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "PayPal";

/** Fixed name of the landing popup (braintree-web's); "_<channel id>" is appended per flow. */
export const LANDING_FRAME_NAME = "braintreepaypallanding";

/** `flow` -> paypal_hermes endpoint that starts it (spec section 9). */
export const FLOW_ENDPOINTS = {
  checkout: "create_payment_resource",
  vault: "setup_billing_agreement",
} as const;

/** Popup size: braintree-web's frame-service default for PayPal. */
export const POPUP_WIDTH = 450;
export const POPUP_HEIGHT = 535;

/**
 * How long a tokenization waits for the customer in the popup before it closes it and rejects
 * PAYPAL_POPUP_TIMEOUT. Long enough to log in and approve; a popup closed earlier is noticed within 100 ms.
 */
export const POPUP_TIMEOUT_MS = 15 * 60_000;

/** Our frame pages, served under <paypal assetsUrl>/web/<version>/html/. */
export const FRAMES = {
  landing: "paypal-landing-frame.html",
  redirect: "redirect-frame.html",
  cancel: "cancel-frame.html",
} as const;
