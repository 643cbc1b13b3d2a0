import { wrapPromise, deferCallback, type Callback } from "../lib/wrap-promise.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { makeError } from "../lib/make-error.ts";
import { BRAINTREE_LIBRARY_VERSION } from "../lib/constants.ts";
import type { SdkError } from "../lib/sdk-error.ts";
import { openChallengeModal, type ChallengeModal } from "./challenge-modal.ts";
import { cardinalError } from "./cardinal-errors.ts";
import { CHALLENGE_TIMEOUT_MS, CUSTOMER_CANCELED_CODE, FRAME_SIZE_PX } from "./constants.ts";
import {
  THREEDS_CARDINAL_SDK_CANCELED,
  THREEDS_CARDINAL_SDK_ERROR,
  THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT,
  THREEDS_INLINE_IFRAME_DETAILS_INCORRECT,
  THREEDS_JWT_AUTHENTICATION_FAILED,
  THREEDS_LOOKUP_ERROR,
  THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR,
  THREEDS_LOOKUP_VALIDATION_ERROR,
  THREEDS_NO_VERIFICATION_PAYLOAD,
  THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT,
} from "./errors.ts";
import { startSongbird, type Songbird } from "./songbird.ts";
import { lookupData, verifyCardError } from "./verify-options.ts";
import type {
  CardinalValidatedData,
  Framework,
  LookupResponse,
  PaymentMethodView,
  ThreeDSecureClient,
  VerifyCardOptions,
  VerifyPayload,
} from "./types.ts";

/** Everything the instance needs from create(). */
export interface ThreeDSecureSetup {
  client: ThreeDSecureClient;
  framework: Framework;
  scriptUrl: string;
  jwt: string | undefined;
  cardinalConfig: Record<string, unknown>;
  showCloseButton: boolean;
  timeoutMs: number;
}

/** Events of {@link ThreeDSecure.on}; handlers get the event's arguments. */
export type ThreeDSecureEvent =
  | "lookup-complete"
  | "customer-canceled"
  | "authentication-iframe-available"
  | "authentication-modal-render"
  | "authentication-modal-close"
  | "authentication-modal-render-hidden"
  | "authentication-modal-loader-render"
  | "authentication-modal-loader-close";

type Handler = (...args: any[]) => void;
interface Pending {
  promise: Promise<VerifyPayload>;
  resolve(payload: VerifyPayload): void;
  reject(error: unknown): void;
}

const UI_EVENT_NAMES: Record<string, ThreeDSecureEvent> = {
  "ui.renderHidden": "authentication-modal-render-hidden",
  "ui.loading.close": "authentication-modal-loader-close",
  "ui.loading.render": "authentication-modal-loader-render",
};

function pending(): Pending {
  let resolve!: Pending["resolve"];
  let reject!: Pending["reject"];
  const promise = new Promise<VerifyPayload>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => undefined); // a canceled verification nobody awaits is not an unhandled rejection
  return { promise, resolve, reject };
}

function formatAuthResponse(method: PaymentMethodView, info: LookupResponse["threeDSecureInfo"]): VerifyPayload {
  return {
    nonce: method.nonce,
    type: method.type,
    binData: method.binData,
    details: method.details,
    description: method.description && method.description.replace(/\+/g, " "),
    liabilityShifted: (info && info.liabilityShifted) as boolean | undefined,
    liabilityShiftPossible: (info && info.liabilityShiftPossible) as boolean | undefined,
    threeDSecureInfo: method.threeDSecureInfo,
  };
}

/**
 * A 3D Secure 2 component: looks a card up, runs the issuer's challenge through Cardinal Songbird in our own
 * modal (or hands the frame to the merchant), and validates the result. Create it with `create()` from
 * sdk/three-d-secure, not with `new`.
 */
export class ThreeDSecure {
  /**
   * Verifies a card nonce: lookup, lookup-complete callback or event, challenge when the issuer asks for one,
   * then authenticate_from_jwt. Resolves `{nonce, type, binData, details, description, liabilityShifted,
   * liabilityShiftPossible, threeDSecureInfo, verificationDetails | rawCardinalSDKVerificationData}`.
   * Rejects THREEDS_MISSING_VERIFY_CARD_OPTION, THREEDS_AUTHENTICATION_IN_PROGRESS,
   * THREEDS_REQUESTED_EXEMPTION_TYPE_INVALID, THREEDS_LOOKUP_* (404 / 422 / other), the Cardinal errors,
   * THREEDS_CARDINAL_SDK_CANCELED (customer closed the challenge), THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT,
   * THREEDS_JWT_AUTHENTICATION_FAILED.
   *
   * Always settles. Bound (T = the create option `timeout`, default 60 s): Songbird setup T, its bin process T,
   * the lookup (client timeout, 60 s, one retry), the challenge frame appearing T, the customer in the frame
   * 10 min, authenticate_from_jwt (client timeout) — at most about 3T + 14 min, plus whatever time your own
   * lookup-complete handler takes before calling `next()`. When Songbird never set up and the issuer asks for
   * a challenge, it rejects with the setup error (SETUP_TIMEDOUT, SCRIPT_LOAD_FAILED or SETUP_FAILED).
   */
  declare readonly verifyCard: {
    (options: VerifyCardOptions): Promise<VerifyPayload>;
    (options: VerifyCardOptions, callback: Callback<VerifyPayload>): void;
  };

  /** Runs the challenge (or the frictionless result) for a lookup made on your server; accepts its JSON too. */
  declare readonly initializeChallengeWithLookupResponse: {
    (lookupResponse: LookupResponse | string): Promise<VerifyPayload>;
    (lookupResponse: LookupResponse | string, callback: Callback<VerifyPayload>): void;
  };

  /** The lookup body for a server-side lookup, as a JSON string (dfReferenceId, clientMetadata, fingerprint). */
  declare readonly prepareLookup: {
    (options: { nonce?: string; bin: string; [key: string]: unknown }): Promise<string>;
    (options: { nonce?: string; bin: string; [key: string]: unknown }, callback: Callback<string>): void;
  };

  /**
   * Ends the running verification (it rejects THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT) and resolves the lookup's
   * payment method with liabilityShifted / liabilityShiftPossible / verificationDetails; rejects
   * THREEDS_NO_VERIFICATION_PAYLOAD before any lookup answered.
   */
  declare readonly cancelVerifyCard: {
    (): Promise<Record<string, unknown>>;
    (callback: Callback<Record<string, unknown>>): void;
  };

  /** Subscribes to an event; `lookup-complete` and `authentication-iframe-available` handlers get `(data, next)`. */
  declare readonly on: (event: ThreeDSecureEvent, handler: Handler) => void;
  /** Unsubscribes a handler given to on(). */
  declare readonly off: (event: ThreeDSecureEvent, handler: Handler) => void;
  /** True when a handler is subscribed to the event. */
  declare readonly hasListener: (event: ThreeDSecureEvent) => boolean;

  /**
   * Removes Cardinal's listeners and any challenge on the page, rejects a running verification
   * (THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT) and makes every method throw METHOD_CALLED_AFTER_TEARDOWN.
   */
  declare readonly teardown: {
    (): Promise<void>;
    (callback: Callback<void>): void;
  };

  /** @internal Use create(). */
  constructor(setup: ThreeDSecureSetup) {
    const { client, framework } = setup;
    const listeners = new Map<string, Handler[]>();
    let inProgress = false;
    let current: Pending | undefined;
    let lookupMethod: PaymentMethodView | undefined;
    let modal: ChallengeModal | undefined;
    const frames: HTMLElement[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;

    const emit = (event: ThreeDSecureEvent, ...args: unknown[]) => {
      for (const handler of listeners.get(event) ?? []) handler(...args);
    };
    const clearChallenge = () => {
      clearTimeout(timer);
      modal?.close();
      if (modal) emit("authentication-modal-close");
      modal = undefined;
      for (const frame of frames.splice(0)) frame.remove();
    };
    // Reject/resolve the verification in flight, at most once.
    const finish = (target: Pending | undefined, error: unknown, payload?: VerifyPayload) => {
      if (!target) return;
      if (current === target) {
        current = undefined;
        clearChallenge();
      }
      if (error) target.reject(error);
      else target.resolve(payload as VerifyPayload);
    };
    const bound = (ms: number) => {
      clearTimeout(timer);
      const target = current;
      timer = setTimeout(
        () =>
          finish(
            target,
            makeError(THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT, {
              details: { reason: `Cardinal did not answer within ${ms} ms.` },
            }),
          ),
        ms,
      );
    };

    const cancel = (error: SdkError | undefined) => {
      inProgress = false;
      if (!lookupMethod) return Promise.reject(makeError(THREEDS_NO_VERIFICATION_PAYLOAD));
      const info = lookupMethod.threeDSecureInfo;
      const response = {
        ...lookupMethod,
        liabilityShiftPossible: info && info.liabilityShiftPossible,
        liabilityShifted: info && info.liabilityShifted,
        verificationDetails: info && info.verificationDetails,
      };
      finish(current, error ?? makeError(THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT));
      return Promise.resolve(response);
    };

    const authenticate = async (data: CardinalValidatedData, jwt: string): Promise<VerifyPayload> => {
      const method = lookupMethod as PaymentMethodView;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Cardinal's data is unchecked
      if (data?.Payment?.ExtendedData?.ChallengeCancel === CUSTOMER_CANCELED_CODE) emit("customer-canceled");
      try {
        const response = (await client.request({
          method: "post",
          endpoint: `payment_methods/${method.nonce}/three_d_secure/authenticate_from_jwt`,
          data: { jwt, paymentMethodNonce: method.nonce },
        })) as { paymentMethod?: PaymentMethodView; threeDSecureInfo?: LookupResponse["threeDSecureInfo"] };
        const payload = formatAuthResponse(response.paymentMethod || method, response.threeDSecureInfo);
        payload.rawCardinalSDKVerificationData = data;
        return payload;
      } catch (originalError) {
        throw makeError(THREEDS_JWT_AUTHENTICATION_FAILED, { details: { originalError } });
      }
    };

    const songbird: Songbird = startSongbird({
      src: setup.scriptUrl,
      jwt: setup.jwt,
      config: setup.cardinalConfig,
      timeoutMs: setup.timeoutMs,
      handlers: {
        validated(data, jwt) {
          const target = current;
          if (!target) {
            // Cardinal reported before any verification: its setup failed.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Cardinal's data is unchecked
            songbird.fail(cardinalError(data ?? {}));
            return;
          }
          clearTimeout(timer);
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- Cardinal's data is unchecked
          const action = data?.ActionCode;
          if (action === "SUCCESS" || action === "NOACTION" || action === "FAILURE") {
            authenticate(data, jwt).then(
              (payload) => finish(target, null, payload),
              (error) => finish(target, error),
            );
          } else if (action === "ERROR") {
            finish(target, cardinalError(data));
          }
        },
        inlineSetup(html, details, resolve, reject) {
          // Cardinal is one global per page: another instance's challenge is not ours to show.
          if (!current) return;
          const info = details as { paymentType?: string; data?: { mode?: string } } | undefined;
          const mode = info?.data?.mode;
          if (!html || info?.paymentType !== "CCA" || (mode !== "suppress" && mode !== "static")) {
            reject(makeError(THREEDS_INLINE_IFRAME_DETAILS_INCORRECT));
            return;
          }
          const frame = document.createElement("div");
          frame.innerHTML = html;
          frames.push(frame);
          if (mode === "suppress") {
            frame.style.display = "none";
            document.body.appendChild(frame);
            resolve();
            return;
          }
          const iframe = frame.querySelector("iframe");
          if (iframe) {
            if (!iframe.title) iframe.title = "3D Secure Authorization Frame";
            iframe.width = iframe.height = String(FRAME_SIZE_PX);
          }
          // The frame is up: from now on the customer's time counts, not Cardinal's.
          bound(CHALLENGE_TIMEOUT_MS);
          if (framework === "inline-iframe") {
            emit("authentication-iframe-available", { element: frame }, () => resolve());
            return;
          }
          modal = openChallengeModal(framework, frame, setup.showCloseButton, () => {
            void cancel(makeError(THREEDS_CARDINAL_SDK_CANCELED)).catch(() => undefined);
          });
          emit("authentication-modal-render");
          resolve();
        },
        uiEvent(name) {
          const event = UI_EVENT_NAMES[name];
          if (event) emit(event);
        },
      },
    });

    const prepare = async (options: Record<string, unknown>) => {
      const data: Record<string, unknown> = { ...options };
      await songbird.ready;
      const id = songbird.dfReferenceId();
      if (id !== undefined) {
        data.dfReferenceId = id;
        await songbird.binProcess(options.bin);
      }
      data.clientMetadata = songbird.clientMetadata;
      data.authorizationFingerprint = client.getConfiguration().authorizationFingerprint;
      data.braintreeLibraryVersion = BRAINTREE_LIBRARY_VERSION;
      return data;
    };

    const handleLookup = (response: LookupResponse) => {
      const target = current as Pending;
      const lookup = response.lookup;
      if (!(lookup && lookup.acsUrl)) {
        const payload = formatAuthResponse(response.paymentMethod, response.threeDSecureInfo);
        payload.verificationDetails = response.threeDSecureInfo;
        finish(target, null, payload);
        return;
      }
      const cardinal = songbird.cardinal();
      const failure = songbird.failure();
      // braintree-web leaves verifyCard pending here (its #655/#702): we reject with the setup error instead.
      if (failure || !cardinal) return finish(target, failure ?? makeError(THREEDS_CARDINAL_SDK_ERROR));
      if (!lookup.transactionId) {
        return finish(
          target,
          makeError(THREEDS_CARDINAL_SDK_ERROR, {
            details: { reason: "The lookup asked for a challenge without a transactionId." },
          }),
        );
      }
      bound(setup.timeoutMs);
      try {
        cardinal.continue(
          "cca",
          { AcsUrl: lookup.acsUrl, Payload: lookup.pareq },
          { OrderDetails: { TransactionId: lookup.transactionId } },
        );
      } catch (originalError) {
        finish(target, makeError(THREEDS_CARDINAL_SDK_ERROR, { details: { originalError } }));
      }
    };

    const initialize = async (response: LookupResponse) => {
      await songbird.ready;
      lookupMethod = response.paymentMethod;
      const target = (current ??= pending());
      handleLookup(response);
      return target.promise;
    };

    this.verifyCard = wrapPromise(async (options: VerifyCardOptions) => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
      const opts = options ?? {};
      const error = verifyCardError(opts, inProgress, this.hasListener("lookup-complete"));
      if (error) throw error;
      inProgress = true;
      try {
        const data = await prepare(lookupData(opts));
        let response: LookupResponse;
        try {
          response = (await client.request({
            method: "post",
            endpoint: `payment_methods/${opts.nonce}/three_d_secure/lookup`,
            data,
          })) as LookupResponse;
        } catch (originalError) {
          const status = (originalError as { details?: { httpStatus?: number } } | undefined)?.details?.httpStatus;
          const entry =
            status === 404
              ? THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR
              : status === 422
                ? THREEDS_LOOKUP_VALIDATION_ERROR
                : THREEDS_LOOKUP_ERROR;
          throw makeError(entry, { details: { originalError } });
        }
        lookupMethod = response.paymentMethod;
        const target = (current = pending());
        response.requiresUserAuthentication = Boolean(response.lookup && response.lookup.acsUrl);
        await new Promise<void>((resolve, reject) => {
          target.promise.catch(reject);
          const next = () => resolve();
          // The callback wins when both are given (braintree-web's rule); it runs on a later task.
          if (opts.onLookupComplete) deferCallback(opts.onLookupComplete)(response, next);
          else emit("lookup-complete", response, next);
        });
        return await initialize(response);
      } finally {
        inProgress = false;
        if (current) finish(current, makeError(THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT));
        songbird.restart();
      }
    });

    this.initializeChallengeWithLookupResponse = wrapPromise(async (lookupResponse: LookupResponse | string) => {
      const response = (
        typeof lookupResponse === "string" ? JSON.parse(lookupResponse) : lookupResponse
      ) as LookupResponse;
      return initialize(response);
    });

    this.prepareLookup = wrapPromise(async (options: Record<string, unknown>) =>
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
      JSON.stringify(await prepare(options ?? {})),
    );

    this.cancelVerifyCard = wrapPromise(() => cancel(undefined));

    this.on = (event, handler) => {
      listeners.set(event, [...(listeners.get(event) ?? []), handler]);
    };
    this.hasListener = (event) => (listeners.get(event) ?? []).length > 0;
    this.off = (event, handler) => {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((h) => h !== handler),
      );
    };

    this.teardown = wrapPromise(async () => {
      songbird.stop();
      finish(current, makeError(THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT));
      clearChallenge();
      convertMethodsToError(this, [
        "verifyCard",
        "initializeChallengeWithLookupResponse",
        "prepareLookup",
        "cancelVerifyCard",
        "on",
        "off",
        "hasListener",
        "teardown",
      ]);
    });
  }
}
