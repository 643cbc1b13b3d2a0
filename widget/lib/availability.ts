import type { CheckoutEvent } from "./event-schema.ts";
import { allTicketsSoldOut, visibleTickets } from "./tickets.ts";

export type EventAvailability = "ended" | "sold_out" | "presale_not_started" | "presale_ended" | "available";

/** Spec §4, in this order: ended; sold out (flag or forced); presale not started; presale ended; available. */
export function eventAvailability(event: CheckoutEvent, now: number): EventAvailability {
  if (event.event_ended) return "ended";
  if (event.event_sold_out || event.force_sold_out) return "sold_out";
  if (event.presale_starts_at && now < Date.parse(event.presale_starts_at)) return "presale_not_started";
  if (event.presale_ends_at && now > Date.parse(event.presale_ends_at)) return "presale_ended";
  return "available";
}

/**
 * The first instant after `now` at which `eventAvailability` can answer differently for this event (the presale's
 * start, or the millisecond after its end), else Infinity: everything else it reads is the event's own data. The
 * server reuses a step-1 render until then (demo-site/server/routes/markup-cache.ts).
 */
export function availabilityChangesAt(
  event: Pick<CheckoutEvent, "presale_starts_at" | "presale_ends_at">,
  now: number,
): number {
  const starts = event.presale_starts_at ? Date.parse(event.presale_starts_at) : NaN;
  const ends = event.presale_ends_at ? Date.parse(event.presale_ends_at) + 1 : NaN;
  return Math.min(...[starts, ends].filter((t) => t > now), Infinity);
}

/** Spec §4 "on load": sold out if presale ended, the event is sold out, ended or force sold out, or its tickets are. */
export function isEventSoldOut(event: CheckoutEvent, now: number): boolean {
  const state = eventAvailability(event, now);
  if (state === "ended" || state === "sold_out" || state === "presale_ended") return true;
  return allTicketsSoldOut(visibleTickets(event.event_tickets));
}

/**
 * What replaces the ticket list (spec §2 "alternative states"), or "list" when tickets can be chosen.
 * guest_list_used comes first; the guest-list flow supplies that flag.
 */
export type StepOneView =
  "guest_list_used" | "event_ended" | "event_sold_out" | "no_presale_yet" | "presale_ended" | "sold_out" | "list";

export function stepOneView(event: CheckoutEvent, now: number, guestListTokenIsUsed = false): StepOneView {
  if (guestListTokenIsUsed) return "guest_list_used";
  switch (eventAvailability(event, now)) {
    case "ended":
      return "event_ended";
    case "sold_out":
      return "event_sold_out";
    case "presale_not_started":
      return "no_presale_yet";
    case "presale_ended":
      return "presale_ended";
    case "available":
      return allTicketsSoldOut(visibleTickets(event.event_tickets)) ? "sold_out" : "list";
  }
}

/** The banner state: "available" becomes "sold_out" when every ticket is gone. */
export function bannerState(event: CheckoutEvent, now: number): EventAvailability {
  const state = eventAvailability(event, now);
  if (state === "available" && allTicketsSoldOut(visibleTickets(event.event_tickets))) return "sold_out";
  return state;
}
