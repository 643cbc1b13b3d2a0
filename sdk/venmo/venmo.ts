// The Venmo instance: the flow chosen from the options as braintree-web does; the payment context made in the
// background (create() does not wait) and refreshed at 2/3 of its lifetime; one tokenization at a time.
import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { makeError } from "../lib/make-error.ts";
import { CHUNK_TIMEOUT_MS, VERSION } from "../lib/constants.ts";
import { channelId, listenOnChannel, originOf } from "../lib/frame-channel.ts";
import { openPopup } from "../lib/popup.ts";
import { within } from "../lib/within.ts";
import { CONTEXT_REFRESH_SHARE, FRAMES, POPUP_HEIGHT, POPUP_NAME, POPUP_WIDTH, TIMING } from "./constants.ts";
import { cannotOpenWindowOnIos, inIframe, isBrowserSupported, isDesktop, isIos } from "./browser-support.ts";
import { createPaymentContext, lifetimeMs, updatePaymentContext, queryPaymentContext } from "./payment-context.ts";
import { formatPayload, hasResult, type RawResult } from "./hash-result.ts";
import { hashChangeFlow, manualReturnFlow, processHashResults } from "./mobile-flows.ts";
import { webLoginFlow } from "./web-login-flow.ts";
import { venmoUrl } from "./venmo-url.ts";
import { desktopInput, legacyInput, mobileInput } from "./context-inputs.ts";
import { pending, type Pending } from "./pending.ts";
import type { FlowHost } from "./flow-host.ts";
import type {
  VenmoClient,
  VenmoConfigurationView,
  VenmoOptions,
  VenmoTokenizeOptions,
  VenmoTokenizePayload,
} from "./types.ts";
import * as errors from "./errors.ts";

/** A GraphQL validation user error: its message is the gateway's explanation (braintree-web shows it). */
function setupFailed(originalError: unknown) {
  const first = (
    originalError as {
      details?: { originalError?: { message?: string; extensions?: { errorClass?: string; errorType?: string } }[] };
    } | null
  )?.details?.originalError?.[0];
  const message =
    first?.extensions?.errorClass === "VALIDATION" && first.extensions.errorType === "user_error"
      ? first.message
      : undefined;
  return makeError(errors.VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED, { message, details: { originalError } });
}

const PUBLIC_METHODS = [
  "appSwitch",
  "cancelTokenization",
  "getUrl",
  "hasTokenizationResult",
  "isBrowserSupported",
  "processHashChangeFlowResults",
  "teardown",
  "tokenize",
] as const;

/**
 * A Venmo component. Create it with `create()` from sdk/venmo. One flow is chosen per instance, as braintree-web
 * does: desktop QR code (allowDesktop), desktop web login (allowDesktopWebLogin), manual return (in a frame or
 * requireManualReturn: polling), or the mobile app switch with the result in the page's fragment.
 */
export class Venmo {
  /**
   * Runs one Venmo flow and resolves `{nonce, type: "VenmoAccount", details: {username, paymentContextId?,
   * payerInfo?}}`. Call it from a click handler (web login opens its popup synchronously). Rejects
   * VENMO_TOKENIZATION_REQUEST_ACTIVE, the flow's errors (docs/sdk.md, "Venmo"), or VENMO_TOKENIZATION_CANCELED_BY_MERCHANT.
   * Every wait is bounded: polling 5 min, the QR overlay / popup / app switch 15 min, each request by the client's
   * timeout; it settles after the next payment context was made (one more request), as braintree-web's does.
   */
  declare readonly tokenize: {
    (options?: VenmoTokenizeOptions): Promise<VenmoTokenizePayload>;
    (options: VenmoTokenizeOptions | undefined, callback: Callback<VenmoTokenizePayload>): void;
    (callback: Callback<VenmoTokenizePayload>): void;
  };
  /** Ends the running tokenization (VENMO_TOKENIZATION_CANCELED_BY_MERCHANT) and sets its contexts CANCELED; rejects VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE when none runs. */
  declare readonly cancelTokenization: { (): Promise<unknown>; (callback: Callback<unknown>): void };
  /** Ends any running tokenization, cancels the payment context, removes listeners, timers and UI; methods then throw METHOD_CALLED_AFTER_TEARDOWN. */
  declare readonly teardown: { (): Promise<void>; (callback: Callback<void>): void };
  /** The Venmo address the app switch opens (with the current payment context). */
  declare readonly getUrl: { (): Promise<string>; (callback: Callback<string>): void };
  /** Opens `url` the way this browser can reach the Venmo app (window.open, popupBridge or navigation). */
  declare readonly appSwitch: (url: string) => void;
  /** Whether this browser supports the flow with this instance's options. */
  declare readonly isBrowserSupported: () => boolean;
  /** Whether the page's fragment carries a Venmo result (venmoSuccess, venmoError or venmoCancel). */
  declare readonly hasTokenizationResult: () => boolean;
  /** Reads a Venmo result from a fragment (default the page's): resolves the raw values or rejects the app's error. */
  declare readonly processHashChangeFlowResults: {
    (hash?: string): Promise<RawResult>;
    (hash: string | undefined, callback: Callback<RawResult>): void;
  };

  /** @internal Flow timing; tests shorten it. */
  declare _timing: typeof TIMING;

  /** @internal Use create(). */
  constructor(client: VenmoClient, options: VenmoOptions) {
    // Read on each use: tests may replace _timing after construction.
    const timing = () => this._timing;
    const configuration = client.getConfiguration() as VenmoConfigurationView;
    const gateway = configuration.gatewayConfiguration;
    const htmlBase = `${gateway.assetsUrl}/web/${VERSION}/html/`;
    const usage = (options.paymentMethodUsage || "").toUpperCase();
    const legacy = !usage;
    const desktop = isDesktop();
    const webLogin = options.allowDesktopWebLogin === true && desktop;
    const desktopQr = options.allowDesktop === true && desktop && !options.allowDesktopWebLogin;
    const manualReturn = inIframe() || options.requireManualReturn === true;
    const needsContext = manualReturn || !legacy;
    const supportOptions = {
      allowNewBrowserTab: options.allowNewBrowserTab !== false,
      allowWebviews: options.allowWebviews !== false,
      allowDesktop: options.allowDesktop === true,
      allowDesktopWebLogin: options.allowDesktopWebLogin || false,
    };
    this._timing = { ...TIMING };
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let active: Pending<RawResult> | undefined;
    let cancelDesktop: (() => Promise<unknown>) | undefined;
    // The payment context the next tokenization uses: made in the background (create() does not wait for it, as
    // braintree-web's does not); its failure, VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED, is what getUrl and the
    // next tokenize reject with. Each tokenization ends by making a fresh one, so a failure is not permanent.
    let ready: Promise<void> = Promise.resolve();
    const prepare = () => {
      ready = createContext().catch((originalError: unknown) => {
        throw setupFailed(originalError);
      });
      ready.catch(() => undefined);
      return ready;
    };

    const host: FlowHost = {
      client,
      legacy,
      get timing() {
        return timing();
      },
      ignoreHistoryChanges: options.ignoreHistoryChanges === true,
      contextId: undefined,
      contextStatus: undefined,
      url: (channel) =>
        ready.then(() =>
          venmoUrl({
            configuration,
            contextId: host.contextId,
            legacy,
            profileId: options.profileId,
            deepLinkReturnUrl: options.deepLinkReturnUrl,
            includeReturnUrls: Boolean(options.deepLinkReturnUrl) || !manualReturn,
            webLogin,
            returnPage: `${htmlBase}${FRAMES.redirect}?channel=${channel ?? ""}`,
            mobileWebFallBack: options.mobileWebFallBack === true,
            allowAndroidRecreation: options.allowAndroidRecreation !== false,
          }),
        ),
      appSwitch: (url) => this.appSwitch(url),
    };

    /** The mobile/web-login payment context (braintree-web's rules), refreshed at 2/3 of its lifetime unless a tokenization runs. */
    const createContext = async (isRefresh = false): Promise<void> => {
      if (!needsContext) return;
      const addresses = options.collectCustomerBillingAddress || options.collectCustomerShippingAddress;
      if (!legacy && addresses && !gateway.payWithVenmo?.enrichedCustomerDataEnabled)
        throw makeError(errors.VENMO_ECD_DISABLED);
      const input = legacy
        ? legacyInput(String(gateway.environment).toUpperCase())
        : mobileInput(options, usage, webLogin ? "NATIVE_WEB" : "MOBILE_WEB");
      const context = await createPaymentContext(client, legacy, input);
      clearTimeout(refreshTimer);
      const refreshIn = lifetimeMs(context) * CONTEXT_REFRESH_SHARE;
      // A context without a usable lifetime is not refreshed (a zero delay would loop).
      if (refreshIn > 0)
        refreshTimer = setTimeout(() => active || void createContext(true).catch(() => undefined), refreshIn);
      if (isRefresh && active) return;
      host.contextStatus = context.status;
      host.contextId = context.id;
    };

    const desktopQrFlow = async (run: Pending<RawResult>) => {
      const chunk = await within(import("./desktop-qr.ts"), CHUNK_TIMEOUT_MS, () => undefined).catch(() => undefined);
      if (run.done()) return;
      if (!chunk)
        return run.reject(
          makeError(errors.VENMO_DESKTOP_UNKNOWN_ERROR, { details: { originalError: { reason: "LOAD_FAILED" } } }),
        );
      const channel = channelId();
      const origin = originOf(htmlBase);
      const qr = chunk.runDesktopQr({
        frameUrl: `${htmlBase}${FRAMES.desktop}#${channel}`,
        origin,
        channel,
        listen: (source, onMessage) => listenOnChannel({ origin, channel, source, onMessage }),
        createContext: () => createPaymentContext(client, legacy, desktopInput(options, usage, gateway)),
        query: (id) => queryPaymentContext(client, legacy, id),
        update: (id, status) => updatePaymentContext(client, legacy, id, status as "CANCELED"),
        profileId: options.profileId || gateway.payWithVenmo?.merchantId,
        timing: { ...this._timing, frameReadyMs: CHUNK_TIMEOUT_MS },
      });
      cancelDesktop = qr.cancelContext;
      run.onEnd(() => {
        qr.close();
        cancelDesktop = undefined;
      });
      const outcome = await qr.outcome;
      if (outcome.kind === "approved") run.resolve(outcome.result);
      else if (outcome.kind === "canceled") run.reject(makeError(errors.VENMO_DESKTOP_CANCELED));
      else if (outcome.kind === "timeout") run.reject(makeError(errors.VENMO_DESKTOP_TIMEOUT));
      else run.reject(makeError(errors.VENMO_DESKTOP_UNKNOWN_ERROR, { details: { originalError: outcome.error } }));
    };

    const tokenize = (tokenizeOptions: VenmoTokenizeOptions = {}): Promise<VenmoTokenizePayload> => {
      if (active) return Promise.reject(makeError(errors.VENMO_TOKENIZATION_REQUEST_ACTIVE));
      const run = pending<RawResult>();
      active = run;
      let started: Promise<void>;
      if (desktopQr) started = desktopQrFlow(run);
      else if (webLogin) {
        const channel = channelId();
        // Before any await: browsers allow a popup only in the task of the customer's click.
        const popup = openPopup({
          url: htmlBase + FRAMES.landing,
          name: `${POPUP_NAME}_${channel}`,
          width: POPUP_WIDTH,
          height: POPUP_HEIGHT,
        });
        if (popup)
          started = webLoginFlow(host, run, {
            popup,
            channel,
            origin: originOf(htmlBase),
            cancel: () => void this.cancelTokenization().catch(() => undefined),
          });
        else started = Promise.resolve(run.reject(makeError(errors.FRAME_SERVICE_FRAME_OPEN_FAILED)));
      } else if (manualReturn) started = ready.then(() => manualReturnFlow(host, run));
      else started = ready.then(() => hashChangeFlow(host, run, tokenizeOptions.processResultsDelay));
      started.catch(run.reject);
      // After each tokenization a fresh context is made for the next one (a failure there is left for that one).
      const next = () =>
        prepare()
          .catch(() => undefined)
          .then(() => (active = undefined));
      return run.promise.then(
        (raw) => next().then(() => formatPayload(raw)),
        (error: unknown) =>
          next().then(() => {
            throw error;
          }),
      );
    };

    this.tokenize = ((a?: unknown, b?: unknown) => {
      const callback = typeof a === "function" ? a : typeof b === "function" ? b : undefined;
      const promise = tokenize(typeof a === "function" ? undefined : (a as VenmoTokenizeOptions | undefined));
      if (!callback) return promise;
      wrapPromise(() => promise)(callback as Callback<VenmoTokenizePayload>);
      return undefined;
    }) as Venmo["tokenize"];

    const cancelAll = () => {
      active?.reject(makeError(errors.VENMO_TOKENIZATION_CANCELED_BY_MERCHANT));
      return Promise.all([
        host.contextId ? updatePaymentContext(client, legacy, host.contextId, "CANCELED") : undefined,
        cancelDesktop?.(),
      ]);
    };
    this.cancelTokenization = wrapPromise(async () => {
      if (!active) throw makeError(errors.VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE);
      return cancelAll();
    });
    this.teardown = wrapPromise(async () => {
      clearTimeout(refreshTimer);
      void cancelAll().catch(() => undefined);
      convertMethodsToError(this, PUBLIC_METHODS);
    });
    this.getUrl = wrapPromise(() => host.url());
    this.appSwitch = (url: string) => {
      const openWindow = () => window.open(url);
      if (options.deepLinkReturnUrl) {
        const bridge = (window as { popupBridge?: { open?: (u: string) => void } }).popupBridge;
        // Deep links do not open iOS apps from a webview through window.open or PopupBridge.
        if (/iPhone|iPad|iPod/.test(window.navigator.platform || "")) window.location.href = url;
        else if (typeof bridge?.open === "function") bridge.open(url);
        else openWindow();
      } else if (
        cannotOpenWindowOnIos() ||
        (isIos() && (options.mobileWebFallBack === true || options.useRedirectForIOS === true))
      ) {
        window.location.href = url;
      } else {
        openWindow();
      }
    };
    this.isBrowserSupported = () => isBrowserSupported(supportOptions);
    this.hasTokenizationResult = () => hasResult();
    this.processHashChangeFlowResults = wrapPromise((hash?: string) => processHashResults(host, hash));
    // A result already in the fragment means a context is waiting to be read: do not replace it. The QR flow
    // makes its contexts when the overlay opens. Not awaited: a failure waits in `ready` for getUrl and tokenize.
    if (!hasResult() && !desktopQr) void prepare();
  }
}
