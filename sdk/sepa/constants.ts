/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "SEPA";

/** tokenize options that must be present (own properties), in braintree-web's order. */
export const REQUIRED_OPTIONS = [
  "iban",
  "merchantAccountId",
  "mandateType",
  "customerId",
  "accountHolderName",
  "countryCode",
] as const;

/** Mandate types the gateway accepts. */
export const MANDATE_TYPES = ["ONE_OFF", "RECURRENT"] as const;

/** billingAddress fields copied into the mandate request: camelCase option -> snake_case field. */
export const BILLING_ADDRESS_FIELDS = {
  addressLine1: "address_line_1",
  addressLine2: "address_line_2",
  adminArea1: "admin_area_1",
  adminArea2: "admin_area_2",
  postalCode: "postal_code",
} as const;

/** Popup size (spec section 9), centred on the browser window. */
export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 570;

/** Fixed popup name (braintree-web's); "_<channel id>" is appended per flow. */
export const POPUP_NAME = "sepadirectdebit";

/** How long tokenize waits for the customer in the popup before closing it (SEPA_POPUP_TIMEOUT). */
export const POPUP_TIMEOUT_MS = 15 * 60_000;

/** Our frame pages, served under <assetsUrl>/web/<version>/html/. */
export const FRAMES = {
  landing: "sepa-landing-frame.html",
  redirect: "redirect-frame.html",
} as const;
