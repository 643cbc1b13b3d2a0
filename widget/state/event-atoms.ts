// The event: its load and retry, and what the server's first paint hands over with it.
import { atom } from "jotai";
import { fetchEvent, WidgetApiError } from "../lib/api-client.ts";
import type { CheckoutEvent } from "../lib/event-schema.ts";
import type { DateLabel, NumberLabel } from "../lib/format.ts";
import type { MoneyPattern } from "../lib/money-pattern.ts";
import { configAtom } from "./config-atoms.ts";

export type LoadErrorCode = WidgetApiError["code"] | "missing_event" | "unexpected";

export type EventLoadState =
  | { status: "loading" }
  | { status: "error"; code: LoadErrorCode; httpStatus?: number; detail: string }
  | { status: "ready"; event: CheckoutEvent };

/**
 * What the markup route answers besides the markup: the event, the server's clock when it judged the
 * event's state, and the labels its render formatted.
 */
export interface FirstPaint {
  event: CheckoutEvent;
  now: number;
  /** Every number the server's render formatted, as it did (hydration then builds no NumberFormat). */
  numbers?: NumberLabel[];
  /**
   * Every date it formatted (in the event's zone, so the same text the client would write): hydration, the Event
   * infos tab and the first clicks then build no DateTimeFormat.
   */
  dates?: DateLabel[];
  /** How the server writes amounts (hydration and the first clicks then build no NumberFormat either). */
  money?: MoneyPattern[];
}

export const eventLoadAtom = atom<EventLoadState>({ status: "loading" });

/** The moment the event was loaded; every time rule (presale) is judged against it. */
export const nowAtom = atom<number>(0);

/** The loaded event, or null while loading / failed. */
export const eventAtom = atom((get) => {
  const state = get(eventLoadAtom);
  return state.status === "ready" ? state.event : null;
});

/** Fetches the configured event; a later call (retry, attribute change) supersedes an earlier one. */
export const loadEventAtom = atom(null, async (get, set, signal: AbortSignal) => {
  const { eventId, apiOrigin } = get(configAtom);
  if (!eventId) {
    set(eventLoadAtom, { status: "error", code: "missing_event", detail: "the event attribute is missing" });
    return;
  }
  set(eventLoadAtom, { status: "loading" });
  try {
    const event = await fetchEvent(apiOrigin, eventId, { signal });
    if (signal.aborted) return;
    set(nowAtom, Date.now());
    set(eventLoadAtom, { status: "ready", event });
  } catch (error) {
    if (signal.aborted) return;
    if (error instanceof WidgetApiError) {
      set(eventLoadAtom, { status: "error", code: error.code, httpStatus: error.status, detail: error.message });
    } else {
      set(eventLoadAtom, { status: "error", code: "unexpected", detail: String(error) });
    }
  }
});
