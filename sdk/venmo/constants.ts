/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages (same wording as braintree-web). */
export const COMPONENT_NAME = "Venmo";

/** Deep link that opens the Venmo app only (a dead end page without the app). */
export const VENMO_APP_URL = "https://venmo.com/braintree/checkout";
/** Deep link that opens the app, or Venmo's mobile web login without it (`mobileWebFallBack`). */
export const VENMO_APP_OR_WEB_URL = "https://venmo.com/go/checkout";
/** Venmo's web login, never the app (`allowDesktopWebLogin` on desktop). */
export const VENMO_WEB_LOGIN_URL = "https://account.venmo.com/go/web";

/**
 * Timing of the flows (spec section 9), in one object so tests can shorten them on an instance
 * (`instance._timing`); merchants never need to.
 */
export const TIMING = {
  /** Mobile (manual return / payment context): one status query every 250 ms … */
  mobilePollMs: 250,
  /** … for at most 5 minutes, then VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT. */
  mobileWindowMs: 300_000,
  /** Visibility changes right after the app switch are ignored for this long. */
  visibilityDelayMs: 500,
  /** Default wait after the page becomes visible again before the result is read (tokenize `processResultsDelay`). */
  processResultsMs: 1_000,
  /** Desktop QR: one status query per second. */
  desktopPollMs: 1_000,
  /** Desktop QR: "Venmo account authorized" stays on screen this long before tokenize resolves. */
  completionDelayMs: 2_000,
  /**
   * Ours: the longest a tokenization waits for the customer (QR overlay open, web-login popup open, or the app
   * switch without a return), so no promise waits forever. Longer than a payment context lives.
   */
  customerWaitMs: 15 * 60_000,
};

/** Refresh a payment context at this share of its lifetime (braintree-web's 0.6666). */
export const CONTEXT_REFRESH_SHARE = 0.6666;

/** Web login: status checks after the popup returns (braintree-web's maxRetryCount). */
export const MAX_STATUS_CHECKS = 3;

/** Web-login popup size (spec section 9). */
export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 570;
/** braintree-web's popup name; "_<channel>" is appended per flow. */
export const POPUP_NAME = "venmoDesktopWebLogin";

/** Our frame pages, served under <assetsUrl>/web/<version>/html/. */
export const FRAMES = {
  landing: "venmo-landing-frame.html",
  redirect: "redirect-frame.html",
  desktop: "venmo-desktop-frame.html",
} as const;

/** Texts of the QR overlay's alert region (spec section 2). */
export const ALERTS = {
  generating: "Generating a QR code, get your Venmo app ready",
  scan: "To scan the QR code, open your Venmo app",
  authorizing: "Authorize on your Venmo app",
  authorized: "Venmo account authorized",
} as const;

/** Error view texts of the QR overlay (spec section 4). */
export const DESKTOP_ERRORS = {
  canceled: "The authorization was canceled",
  other: "Something went wrong",
} as const;
