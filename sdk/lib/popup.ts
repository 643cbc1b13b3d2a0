/** What the SDK needs from a window it opened: the WindowProxy that window.open returns. */
export interface PopupWindow {
  readonly closed: boolean;
  focus(): void;
  close(): void;
  location: { href: string } | Location;
}

/** Where and how big a popup opens. */
export interface PopupOptions {
  /** First page shown (normally one of our landing frames on the assets origin). */
  url: string;
  /** Window name; a suffix per flow keeps two flows from reusing one window. */
  name: string;
  width: number;
  height: number;
}

/** A popup the SDK opened. Every method is safe to call after the user closed the window. */
export interface Popup {
  /** The opened window: the only `source` a frame channel accepts messages from. */
  readonly window: PopupWindow;
  isClosed(): boolean;
  focus(): void;
  close(): void;
  /** Sends the popup to `url` (same window, so the user keeps one popup for the whole flow). */
  redirect(url: string): void;
  /**
   * Sends the popup again to the last `redirect` address, if any. Called when our landing page reports that it is
   * showing: a redirect issued before the window's first navigation had begun is overtaken by that navigation
   * (seen in Chromium when the gateway answers within milliseconds), and the popup would spin on the landing
   * page forever.
   */
  repeatRedirect(): void;
}

/** How often the SDK looks at `popup.closed`: a window closed by the user fires no event the opener can hear. */
export const POPUP_POLL_INTERVAL_MS = 100;

/**
 * `window.open` features for a `width`x`height` popup centred on the current browser window (screen coordinates,
 * so it lands over the merchant page on multi-monitor set-ups too).
 */
export function centredPopupFeatures(width: number, height: number): string {
  const w = window;
  const top = Math.round((w.outerHeight - height) / 2 + (w.screenY ?? w.screenTop ?? 0));
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
    opened = window.open(options.url, options.name, centredPopupFeatures(options.width, options.height)) as PopupWindow | null;
  } catch {
    // Some embedded browsers throw instead of returning null.
  }
  if (!opened || opened.closed) return null;
  const win = opened;
  let target: string | undefined;
  const isClosed = () => {
    try {
      return win.closed;
    } catch {
      return true;
    }
  };
  return {
    window: win,
    isClosed,
    focus: () => {
      if (!isClosed()) win.focus();
    },
    close: () => {
      if (!isClosed()) win.close();
    },
    redirect: (url) => {
      target = url;
      if (!isClosed()) win.location.href = url;
    },
    repeatRedirect: () => {
      if (target !== undefined && !isClosed()) win.location.href = target;
    },
  };
}
