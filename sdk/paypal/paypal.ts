import { wrapPromise, settleToCallback, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { makeError } from "../lib/make-error.ts";
import { VERSION } from "../lib/constants.ts";
import { channelId, originOf } from "../lib/frame-channel.ts";
import { openPopup, type Popup } from "../lib/popup.ts";
import { waitForPopup } from "../lib/popup-flow.ts";
import {
  FLOW_ENDPOINTS,
  FRAMES,
  LANDING_FRAME_NAME,
  POPUP_HEIGHT,
  POPUP_TIMEOUT_MS,
  POPUP_WIDTH,
} from "./constants.ts";
import { accountData, approvalUrl, paymentResourceData, tokenizePayload } from "./request-bodies.ts";
import {
  PAYPAL_ACCOUNT_TOKENIZATION_FAILED,
  PAYPAL_FLOW_FAILED,
  PAYPAL_FLOW_OPTION_REQUIRED,
  PAYPAL_INVALID_PAYMENT_OPTION,
  PAYPAL_POPUP_CLOSED,
  PAYPAL_POPUP_OPEN_FAILED,
  PAYPAL_POPUP_TIMEOUT,
  PAYPAL_TOKENIZATION_REQUEST_ACTIVE,
} from "./errors.ts";
import type {
  PayPalClient,
  PayPalConfigurationView,
  PayPalTokenizeOptions,
  PayPalTokenizePayload,
  PayPalWindowHandle,
} from "./types.ts";

const PUBLIC_METHODS = ["tokenize", "closeWindow", "focusWindow", "teardown"] as const;
const NOOP_HANDLE: PayPalWindowHandle = { close: () => undefined, focus: () => undefined };

/**
 * A PayPal component: one-time checkout or vaulted billing agreement through a popup. Create it with `create()`
 * from sdk/paypal. The popup shows our landing page, then PayPal's approval page; PayPal sends the customer back
 * to our return (or cancel) page on the assets origin, which tells this page over a checked channel.
 */
export class PayPal {
  /**
   * Runs one PayPal flow; call it from a click handler (the popup opens synchronously). Resolves
   * `{nonce, type, details, creditFinancingOffered?}`. Rejects PAYPAL_FLOW_OPTION_REQUIRED,
   * PAYPAL_TOKENIZATION_REQUEST_ACTIVE, PAYPAL_POPUP_OPEN_FAILED (blocked), PAYPAL_INVALID_PAYMENT_OPTION (422 on
   * the flow start), PAYPAL_FLOW_FAILED, PAYPAL_POPUP_CLOSED (closed or canceled), PAYPAL_POPUP_TIMEOUT (15 min),
   * or PAYPAL_ACCOUNT_TOKENIZATION_FAILED (request errors in details.originalError). Every wait is bounded: the popup
   * by POPUP_TIMEOUT_MS, requests by the client's timeout. With a callback it returns `{close, focus}` at once.
   */
  declare readonly tokenize: {
    (options: PayPalTokenizeOptions): Promise<PayPalTokenizePayload>;
    (options: PayPalTokenizeOptions, callback: Callback<PayPalTokenizePayload>): PayPalWindowHandle;
  };

  /** Closes the popup of the running tokenization (which then rejects PAYPAL_POPUP_CLOSED); no-op otherwise. */
  declare readonly closeWindow: () => void;

  /** Brings the popup of the running tokenization to the front; no-op otherwise. */
  declare readonly focusWindow: () => void;

  /** Closes any popup (its tokenization rejects PAYPAL_POPUP_CLOSED) and makes every method throw METHOD_CALLED_AFTER_TEARDOWN. */
  declare readonly teardown: {
    (): Promise<void>;
    (callback: Callback<void>): void;
  };

  declare private readonly _client: PayPalClient;
  declare private readonly _htmlBase: string;
  declare private _popup: Popup | undefined;

  /** @internal Use create(). */
  constructor(client: PayPalClient) {
    this._client = client;
    const gateway = (client.getConfiguration() as PayPalConfigurationView).gatewayConfiguration;
    this._htmlBase = `${gateway.paypal?.assetsUrl ?? gateway.assetsUrl}/web/${VERSION}/html/`;
    this._popup = undefined;
    this.tokenize = ((options: PayPalTokenizeOptions, callback?: Callback<PayPalTokenizePayload>) => {
      const valid = Boolean(options) && Object.hasOwn(FLOW_ENDPOINTS, options.flow);
      const promise = valid ? this._tokenize(options) : Promise.reject(makeError(PAYPAL_FLOW_OPTION_REQUIRED));
      if (typeof callback !== "function") return promise;
      settleToCallback(promise, callback);
      return valid ? { close: () => this.closeWindow(), focus: () => this.focusWindow() } : NOOP_HANDLE;
    }) as PayPal["tokenize"];
    this.closeWindow = () => this._popup?.close();
    this.focusWindow = () => this._popup?.focus();
    this.teardown = wrapPromise(async () => {
      this._popup?.close();
      convertMethodsToError(this, PUBLIC_METHODS);
    });
  }

  private async _tokenize(options: PayPalTokenizeOptions): Promise<PayPalTokenizePayload> {
    if (this._popup) throw makeError(PAYPAL_TOKENIZATION_REQUEST_ACTIVE);
    const channel = channelId();
    // Opened before any await: browsers allow a popup only in the task of the user's click.
    const popup = openPopup({
      url: this._htmlBase + FRAMES.landing,
      name: `${LANDING_FRAME_NAME}_${channel}`,
      width: POPUP_WIDTH,
      height: POPUP_HEIGHT,
    });
    if (!popup)
      throw makeError(PAYPAL_POPUP_OPEN_FAILED, {
        details: { originalError: { code: "FRAME_SERVICE_FRAME_OPEN_FAILED" } },
      });
    this._popup = popup;
    try {
      const params = await this._approve(options, popup, channel);
      return await this._createAccount(options, params);
    } finally {
      popup.close();
      this._popup = undefined;
    }
  }

  /** Sends the popup to PayPal and resolves the return page's parameters; rejects on failure, close, cancel or timeout. */
  private _approve(options: PayPalTokenizeOptions, popup: Popup, channel: string): Promise<Record<string, string>> {
    const wait = waitForPopup({
      popup,
      origin: originOf(this._htmlBase),
      channel,
      timeoutMs: POPUP_TIMEOUT_MS,
      kinds: ["return", "cancel"],
    });
    return new Promise((resolve, reject) => {
      // The flow-start error wins over the close it causes: reject first, then end the wait.
      this._startFlow(options, channel).then(
        (url) => popup.redirect(url),
        (error: unknown) => {
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
          reject(error);
          wait.stop();
        },
      );
      void wait.outcome.then((outcome) => {
        if (outcome.kind === "message" && outcome.message.kind === "return") resolve(outcome.message.params);
        else reject(makeError(outcome.kind === "timeout" ? PAYPAL_POPUP_TIMEOUT : PAYPAL_POPUP_CLOSED));
      });
    });
  }

  /** POSTs paypal_hermes/<endpoint> and returns the approval address. 422 -> PAYPAL_INVALID_PAYMENT_OPTION. */
  private async _startFlow(options: PayPalTokenizeOptions, channel: string): Promise<string> {
    const configuration = this._client.getConfiguration() as PayPalConfigurationView;
    const pages = {
      returnUrl: `${this._htmlBase}${FRAMES.redirect}?channel=${channel}`,
      cancelUrl: `${this._htmlBase}${FRAMES.cancel}?channel=${channel}`,
    };
    try {
      const response = await this._client.request({
        method: "post",
        endpoint: `paypal_hermes/${FLOW_ENDPOINTS[options.flow]}`,
        data: paymentResourceData(options, configuration.gatewayConfiguration, pages),
      });
      return approvalUrl(options, response);
    } catch (originalError) {
      const status = (originalError as { details?: { httpStatus?: unknown } } | null)?.details?.httpStatus;
      // braintree-web's browser builds bundle each module with its own error class, so its "keep a BraintreeError
      // as is" never matches a client error: every failure is wrapped (measured by the parity suite).
      throw makeError(status === 422 ? PAYPAL_INVALID_PAYMENT_OPTION : PAYPAL_FLOW_FAILED, {
        details: { originalError },
      });
    }
  }

  /**
   * POSTs payment_methods/paypal_accounts while the popup stays on our return page ("Returning to the merchant…").
   * It is not sent back to the landing page meanwhile: Chromium drops a window.close() that arrives while the popup
   * is between two pages, and `closed` already reads true, so the popup stayed open, spinning, after tokenize()
   * resolved (seen in the e2e suite about once in three runs).
   */
  private async _createAccount(
    options: PayPalTokenizeOptions,
    params: Record<string, string>,
  ): Promise<PayPalTokenizePayload> {
    const configuration = this._client.getConfiguration() as PayPalConfigurationView;
    try {
      const response = await this._client.request({
        method: "post",
        endpoint: "payment_methods/paypal_accounts",
        data: accountData(options, params, configuration),
      });
      return tokenizePayload(response);
    } catch (originalError) {
      // Wrapped whatever it is, as the flow start (see there).
      throw makeError(PAYPAL_ACCOUNT_TOKENIZATION_FAILED, { details: { originalError } });
    }
  }
}
