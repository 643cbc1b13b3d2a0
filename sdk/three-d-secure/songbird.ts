import { makeError } from "../lib/make-error.ts";
import { within } from "../lib/within.ts";
import { PLATFORM, VERSION } from "../lib/constants.ts";
import { loadCardinalScript, type ScriptFailure } from "./cardinal-script.ts";
import {
  THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED,
  THREEDS_CARDINAL_SDK_SETUP_FAILED,
  THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT,
} from "./errors.ts";
import type { CardinalGlobal, CardinalValidatedData } from "./types.ts";
import type { SdkError } from "../lib/sdk-error.ts";

/** Callbacks from Cardinal that the instance handles. */
export interface SongbirdHandlers {
  validated(data: CardinalValidatedData, jwt: string): void;
  inlineSetup(html: string, details: unknown, resolve: () => void, reject: (error: unknown) => void): void;
  uiEvent(name: string): void;
}

/** Options of {@link startSongbird}. */
export interface SongbirdOptions {
  src: string;
  jwt: string | undefined;
  /** What Cardinal.configure gets. */
  config: Record<string, unknown>;
  /** Bound of the script load plus setup, and of each later wait on Cardinal that needs no customer. */
  timeoutMs: number;
  handlers: SongbirdHandlers;
}

/** One Cardinal Songbird session of an instance. */
export interface Songbird {
  /** Settles (never rejects) once setup completed, failed or ran out of time: no wait on it can hang. */
  ready: Promise<void>;
  /** Why setup failed (script load, global missing, configure threw, timeout, a Cardinal error during setup). */
  failure(): SdkError | undefined;
  /** Marks setup as failed (e.g. Cardinal reported an error before any verification) and settles `ready`. */
  fail(error: SdkError): void;
  dfReferenceId(): string | undefined;
  cardinal(): CardinalGlobal | undefined;
  /** Sent with every lookup; Cardinal's timings are added as they become known. */
  clientMetadata: Record<string, unknown>;
  /** Runs Cardinal's bin process, bounded by timeoutMs; failures are ignored, as in braintree-web. */
  binProcess(bin: unknown): Promise<void>;
  /** Re-runs configure + setup after a verification, so the next one starts with a fresh Cardinal session. */
  restart(): void;
  /** Removes every Cardinal listener of this session. The script stays on the page for later instances. */
  stop(): void;
}

const UI_EVENTS = ["ui.renderHidden", "ui.loading.close", "ui.loading.render"];
const LOAD_ERRORS: Record<ScriptFailure, [typeof THREEDS_CARDINAL_SDK_SETUP_FAILED, string]> = {
  "load-error": [THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED, "The Songbird script could not be fetched."],
  "no-global": [THREEDS_CARDINAL_SDK_SETUP_FAILED, "The Songbird script loaded but did not define window.Cardinal."],
  timeout: [THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT, "The Songbird script did not load in time."],
};

/** Loads Songbird, configures it and starts its setup; every wait ends within `timeoutMs`. */
export function startSongbird(options: SongbirdOptions): Songbird {
  const { timeoutMs, handlers } = options;
  const startedAt = Date.now();
  const clientMetadata: Record<string, unknown> = {
    requestedThreeDSecureVersion: "2",
    sdkVersion: `${PLATFORM}/${VERSION}`,
  };
  const listening: string[] = [];
  let cardinal: CardinalGlobal | undefined;
  let failure: SdkError | undefined;
  let dfReferenceId: string | undefined;
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  const timer = setTimeout(
    () =>
      fail(
        makeError(THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT, {
          details: { reason: `Songbird did not load and set up within ${timeoutMs} ms.` },
        }),
      ),
    timeoutMs,
  );

  function fail(error: SdkError) {
    clearTimeout(timer);
    failure ??= error;
    settle();
  }
  function listen(event: string, handler: (...args: any[]) => void) {
    listening.push(event);
    cardinal!.on(event, handler);
  }
  function stop() {
    for (const event of listening.splice(0)) cardinal?.off(event);
  }
  function configure() {
    const global = cardinal!;
    for (const event of UI_EVENTS) listen(event, () => handlers.uiEvent(event));
    listen("payments.setupComplete", (data: { sessionId?: string } | undefined) => {
      dfReferenceId = data?.sessionId;
      // A late setup (after the timeout) still counts: the next challenge may use it.
      failure = undefined;
      clearTimeout(timer);
      settle();
    });
    listen("ui.inline.setup", handlers.inlineSetup);
    global.configure(options.config);
    global.setup("init", { jwt: options.jwt });
    clientMetadata.cardinalDeviceDataCollectionTimeElapsed = Date.now() - startedAt;
    listen("payments.validated", handlers.validated);
  }

  loadCardinalScript(options.src, timeoutMs).then(
    (global) => {
      cardinal = global;
      try {
        configure();
      } catch (originalError) {
        fail(makeError(THREEDS_CARDINAL_SDK_SETUP_FAILED, { details: { originalError } }));
      }
    },
    (reason: ScriptFailure) => {
      const [entry, text] = LOAD_ERRORS[reason];
      fail(makeError(entry, reason === "load-error" ? {} : { details: { reason: text } }));
    },
  );

  return {
    ready,
    clientMetadata,
    failure: () => failure,
    fail,
    dfReferenceId: () => dfReferenceId,
    cardinal: () => cardinal,
    async binProcess(bin) {
      const global = cardinal;
      if (!global || failure) return;
      const startedBin = Date.now();
      const missed = Symbol();
      const results = await within(
        new Promise((resolve) => resolve(global.trigger("bin.process", bin))).catch(() => missed),
        timeoutMs,
        () => missed,
      );
      if (results === missed) return;
      clientMetadata.issuerDeviceDataCollectionTimeElapsed = Date.now() - startedBin;
      clientMetadata.issuerDeviceDataCollectionResult = results && (results as { Status?: unknown }).Status;
    },
    restart() {
      if (!cardinal || failure) return;
      stop();
      try {
        configure();
      } catch {
        // The next verification then fails on its own bounds; nothing waits on a restart.
      }
    },
    stop,
  };
}
