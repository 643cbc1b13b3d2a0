import { listenOnChannel, originOf } from "./frame-channel.ts";
import { CLOSE_REQUEST, LANDING_SHOWN, channelOfWindowName } from "./popup-landing.ts";

/** What the SDK needs from a window it opened: the WindowProxy that window.open returns. */
export interface PopupWindow {
  readonly closed: boolean;
  focus(): void;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
  location: { href: string } | Location;
}

/** Where and how big a popup opens. */
export interface PopupOptions {
  /** First page shown (normally one of our landing frames on the assets origin). */
  url: string;
  /**
   * Window name, `<prefix>_<channel>` (32 hex digits): a suffix per flow keeps two flows from reusing one window,
   * and it is how our landing page learns the flow's channel (sdk/lib/popup-landing.ts).
   */
  name: string;
  width: number;
  height: number;
}

/**
 * A popup the SDK opened. Every method is safe to call after the user closed the window.
 *
 * It also speaks the landing protocol (sdk/lib/popup-landing.ts) with our landing page, from `window.open` until
 * `close()`:
 * - When the landing page reports that it is showing, the last `redirect` is sent again. A redirect issued before
 *   the window's first navigation had begun is overtaken by that navigation (seen in Chromium when the gateway
 *   answers within milliseconds), and the popup would spin on the landing page forever.
 * - When the page reports after `close()`, the close did not happen: Chromium drops a close() that reaches a
 *   window still loading its first page, and drops every later one too. The page is then asked to close itself.
 */
export interface Popup {
  /** The opened window: the only `source` a frame channel accepts messages from. */
  readonly window: PopupWindow;
  isClosed(): boolean;
  focus(): void;
  close(): void;
  /** Sends the popup to `url` (same window, so the user keeps one popup for the whole flow). */
  redirect(url: string): void;
}

/** How often the SDK looks at `popup.closed`: a window closed by the user fires no event the opener can hear. */
export const POPUP_POLL_INTERVAL_MS = 100;

/**
 * `window.open` features for a `width`x`height` popup centred on the current browser window (screen coordinates,
 * so it lands over the merchant page on multi-monitor set-ups too).
 */
export function centredPopupFeatures(width: number, height: number): string {
  const w = window;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- old browsers lack screenY/X
  const top = Math.round((w.outerHeight - height) / 2 + (w.screenY ?? w.screenTop ?? 0));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- old browsers lack screenY/X
  const left = Math.round((w.outerWidth - width) / 2 + (w.screenX ?? w.screenLeft ?? 0));
  return `resizable,scrollbars,width=${width},height=${height},top=${top},left=${left}`;
}

/**
 * Opens a centred popup. Returns null when the browser refused (a popup blocker, or a call that did not come
 * from a user action): callers must turn that into their module's "popup failed to open" error at once.
 */
export function openPopup(options: PopupOptions): Popup | null {
  let opened: PopupWindow | null = null;
  try {
    opened = window.open(options.url, options.name, centredPopupFeatures(options.width, options.height));
  } catch {
    // Some embedded browsers throw instead of returning null.
  }
  if (!opened || opened.closed) return null;
  const win = opened;
  const landingOrigin = originOf(options.url);
  const channel = channelOfWindowName(options.name);
  let target: string | undefined;
  let landed = false;
  let closeRequested = false;
  const isClosed = () => {
    try {
      return win.closed;
    } catch {
      return true;
    }
  };
  const askToClose = () => {
    try {
      win.postMessage({ channel, kind: CLOSE_REQUEST }, landingOrigin);
    } catch {
      // Nothing to ask any more.
    }
  };
  const stopListening = channel
    ? listenOnChannel({
        origin: landingOrigin,
        channel,
        source: () => win,
        onMessage: (message) => {
          if (message.kind !== LANDING_SHOWN) return;
          landed = true;
          if (closeRequested) {
            askToClose();
            stopListening();
          } else if (target !== undefined && !isClosed()) {
            win.location.href = target;
          }
        },
      })
    : () => undefined;
  return {
    window: win,
    isClosed,
    focus: () => {
      if (!isClosed()) win.focus();
    },
    close: () => {
      if (closeRequested) return;
      closeRequested = true;
      if (!isClosed()) win.close();
      // Once the landing page has shown, a close reaches a loaded page: nothing more to listen for. Before that,
      // the listener stays until the page reports (and is asked to close itself); when the close did work, no
      // report ever comes and one idle listener remains, which only ever checks and ignores messages.
      if (landed) stopListening();
    },
    redirect: (url) => {
      target = url;
      if (!isClosed()) win.location.href = url;
    },
  };
}
