// The event: its load and retry, and its date label re-formatted in the buyer's real zone once the browser is idle
// after hydration; skipped when the zone's offset at the event's start is today's, since that first Intl
// formatter of the page would load ICU for nothing.
import { atom } from "jotai";
import { fetchEvent, WidgetApiError } from "../lib/api-client.ts";
import type { CheckoutEvent } from "../lib/event-schema.ts";
import { formatEventDate, type NumberLabel } from "../lib/format.ts";
import type { MoneyPattern } from "../lib/money-pattern.ts";
import { configAtom } from "./config-atoms.ts";

export type LoadErrorCode = WidgetApiError["code"] | "missing_event" | "unexpected";

export type EventLoadState =
  | { status: "loading" }
  | { status: "error"; code: LoadErrorCode; httpStatus?: number; detail: string }
  | { status: "ready"; event: CheckoutEvent; dateLabel?: string };

/**
 * What the markup route answers besides the markup: the event, the server's clock when it judged the
 * event's state, and the start date as it formatted it for the buyer's language and time zone.
 */
export interface FirstPaint {
  event: CheckoutEvent;
  now: number;
  dateLabel: string;
  /** Every number the server's render formatted, as it did (hydration then builds no NumberFormat). */
  numbers?: NumberLabel[];
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

/** The start date as the server formatted it for the first paint (no Intl work on the client), if any. */
export const eventDateLabelAtom = atom((get) => {
  const state = get(eventLoadAtom);
  return state.status === "ready" ? state.dateLabel : undefined;
});

/**
 * The server's date label, re-formatted in the buyer's real zone (`locale` from the config). Called after the
 * first commit, never during hydration (whose text must be the server's): the loader sends today's UTC offset, so
 * across a DST change the server's label can be an hour off. When the zone's offset at the event's start is
 * today's, the label is already right and nothing is formatted: the page's first Intl formatter loads ICU data
 * (110-130 ms at 4x CPU, measured), a task that would delay the buyer's first click. The state changes only when
 * the label does.
 */
export const relabelEventDateAtom = atom(null, (get, set, locale: string) => {
  const state = get(eventLoadAtom);
  if (state.status !== "ready" || state.dateLabel === undefined) return;
  if (new Date(state.event.start_date).getTimezoneOffset() === new Date().getTimezoneOffset()) return;
  const dateLabel = formatEventDate(state.event.start_date, locale);
  if (dateLabel !== state.dateLabel) set(eventLoadAtom, { ...state, dateLabel });
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
