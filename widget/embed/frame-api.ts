// What the checkout frame's page script (frame-page.ts) offers the widget running in it. The widget reaches it
// only from chunks loaded after step 1 (the embedded start-checkout, step 0), through this global.

import type { PendingOrder } from "./messages.ts";

export const FRAME_GLOBAL = "__ticketCheckoutFrame";

export interface FrameBridge {
  /**
   * The organizer page's origin: from the host loader's hello (its `event.origin`, checked against the event's
   * allowed origins), else, in a bare iframe, the browser's `ancestorOrigins` or the referrer; null if unknown.
   */
  hostOrigin(): string | null;
  /** The organizer page's address without return parameters (where a hosted payment returns), when known. */
  hostUrl(): string | null;
  /**
   * Sends the top window to a hosted payment page (the host loader checks it against its allow-list); the host
   * keeps `pending` until the buyer comes back (messages.ts PendingOrderSchema).
   */
  navigate(url: string, pending?: PendingOrder): void;
  /**
   * Calls `listener` with the hosted payment this checkout left for, if the host page says the buyer came back
   * without a return (at once when its hello has come already). Returns the function that stops listening.
   */
  onPendingOrder(listener: (pending: PendingOrder) => void): () => void;
  /** Step 0 has verified a return: the host page may drop the return parameters from its address. */
  returnHandled(): void;
}

/** The bridge when this widget runs in the checkout frame page, else undefined (inline on a host page). */
export function frameBridge(): FrameBridge | undefined {
  return (globalThis as { [FRAME_GLOBAL]?: FrameBridge })[FRAME_GLOBAL];
}
