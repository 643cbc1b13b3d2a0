// Test double of window.open for popup flows: records what was opened and lets a test speak as the popup.
// Used by tests only; never bundled.
import { vi } from "vitest";

/** A window the fake window.open returned. */
export interface FakePopupWindow {
  closed: boolean;
  focused: number;
  location: { href: string };
  /** Every address the popup was sent to, the first one included. */
  visited: string[];
  /** Every message posted to the popup, with its target origin. */
  posted: { message: unknown; targetOrigin: string }[];
  focus(): void;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

/** One window.open call. */
export interface OpenCall {
  url: string;
  name: string;
  features: string;
  window: FakePopupWindow | null;
}

/** Replaces window.open; `blocked` makes it return null like a popup blocker. Undo with vi.unstubAllGlobals / restoreAllMocks. */
export function fakeWindowOpen({ blocked = false } = {}) {
  const calls: OpenCall[] = [];
  vi.spyOn(window, "open").mockImplementation(((url: string, name: string, features: string) => {
    if (blocked) {
      calls.push({ url, name, features, window: null });
      return null;
    }
    const visited = [url];
    const popup: FakePopupWindow = {
      closed: false,
      focused: 0,
      visited,
      posted: [],
      location: {
        get href() {
          return visited[visited.length - 1]!;
        },
        set href(next: string) {
          visited.push(next);
        },
      },
      focus() {
        popup.focused++;
      },
      close() {
        popup.closed = true;
      },
      postMessage(message, targetOrigin) {
        popup.posted.push({ message, targetOrigin });
      },
    };
    calls.push({ url, name, features, window: popup });
    return popup as unknown as Window;
  }) as typeof window.open);
  return {
    calls,
    /** The window of the last open call. */
    last: () => calls[calls.length - 1]?.window ?? undefined,
  };
}

/** Delivers a message to this page as if `source` posted it from `origin`. */
export function postAs(source: unknown, origin: string, data: unknown): void {
  const event = new MessageEvent("message", { data, origin });
  // happy-dom's MessageEvent only takes real windows as source; define it instead.
  Object.defineProperty(event, "source", { value: source });
  window.dispatchEvent(event);
}
