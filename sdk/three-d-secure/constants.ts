/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "3D Secure";

/** Cardinal Songbird per environment (braintree-web's URLs; any environment but production uses sandbox's). */
export const CARDINAL_SCRIPT_URLS = {
  production: "https://songbird.cardinalcommerce.com/edge/v1/songbird.js",
  sandbox: "https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js",
} as const;

/** For a local gateway (environment neither sandbox nor production, loopback pages only): below its assetsUrl. */
export const LOCAL_CARDINAL_SCRIPT_PATH = "/cardinal/songbird.js";

/**
 * Default of the create option `timeout`: how long Songbird may take to load and set up (braintree-web's
 * INTEGRATION_TIMEOUT_MS). The same bound applies to each later wait on Cardinal that needs no customer:
 * its bin process and showing the challenge frame after a lookup asked for one.
 */
export const DEFAULT_SETUP_TIMEOUT_MS = 60_000;

/** How long the customer may take inside a challenge frame before verifyCard rejects RESPONSE_TIMEDOUT. */
export const CHALLENGE_TIMEOUT_MS = 600_000;

/** Accepted values of verifyCard's requestedExemptionType. */
export const EXEMPTION_TYPES = ["low_value", "transaction_risk_analysis"];

/** Payment.ExtendedData.ChallengeCancel value meaning the customer canceled the challenge. */
export const CUSTOMER_CANCELED_CODE = "01";

/** Size of the challenge frame (spec §9) and width of the bootstrap3 dialog (spec §2). */
export const FRAME_SIZE_PX = 400;
export const BOOTSTRAP_DIALOG_WIDTH_PX = 440;
