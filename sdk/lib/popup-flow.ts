import { listenOnChannel, type FrameMessage } from "./frame-channel.ts";
import { POPUP_POLL_INTERVAL_MS, type Popup } from "./popup.ts";
import { LANDING_SHOWN } from "./popup-landing.ts";

/** How a popup wait ended: a checked message from our frames, the window closed, or the bound ran out. */
export type PopupOutcome = { kind: "message"; message: FrameMessage } | { kind: "closed" } | { kind: "timeout" };

/** What to wait for. */
export interface PopupWaitOptions {
  popup: Popup;
  /** Assets origin our frames are served from. */
  origin: string;
  channel: string;
  /** Upper bound of the whole wait; the popup is closed when it runs out. */
  timeoutMs: number;
  /** Message kinds that end the wait (others are ignored, e.g. a progress note). Default: any kind. */
  kinds?: readonly string[];
}

/** A running wait: `outcome` always settles (message, closed or timeout); `stop()` ends it early as "closed". */
export interface PopupWait {
  outcome: Promise<PopupOutcome>;
  stop(): void;
}

/**
 * Waits for the first of: a FrameMessage on `channel` from the popup on `origin`, the popup being closed (by the
 * user, the merchant or the SDK; polled every POPUP_POLL_INTERVAL_MS since no event reports it), or `timeoutMs`.
 * Listeners and timers are removed as soon as it ends, so nothing outlives the flow.
 */
export function waitForPopup(options: PopupWaitOptions): PopupWait {
  const { popup, kinds } = options;
  let finish: (outcome: PopupOutcome) => void = () => undefined;
  const outcome = new Promise<PopupOutcome>((resolve) => {
    let done = false;
    finish = (result) => {
      if (done) return;
      done = true;
      stopListening();
      clearInterval(poll);
      clearTimeout(bound);
      if (result.kind === "timeout") popup.close();
      resolve(result);
    };
    const stopListening = listenOnChannel({
      origin: options.origin,
      channel: options.channel,
      source: () => popup.window,
      onMessage: (message) => {
        // The popup itself answers its landing page's report (sdk/lib/popup.ts); it never ends a wait.
        if (message.kind === LANDING_SHOWN) return;
        if (!kinds || kinds.includes(message.kind)) finish({ kind: "message", message });
      },
    });
    const poll = setInterval(() => {
      if (popup.isClosed()) finish({ kind: "closed" });
    }, POPUP_POLL_INTERVAL_MS);
    const bound = setTimeout(() => finish({ kind: "timeout" }), options.timeoutMs);
  });
  return { outcome, stop: () => finish({ kind: "closed" }) };
}
