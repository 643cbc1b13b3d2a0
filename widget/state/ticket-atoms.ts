import { atom } from "jotai";
import { bannerState, eventAvailability, isEventSoldOut, stepOneView } from "../lib/availability.ts";
import { clampQuantity, visibleTickets } from "../lib/tickets.ts";
import { computeOrderAmounts, type PricedLine } from "../lib/money.ts";
import { eventAtom, nowAtom } from "./event-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { discountPercentAtom, guestListAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";

export const visibleTicketsAtom = atom((get) => {
  const event = get(eventAtom);
  return event ? visibleTickets(event.event_tickets) : [];
});

export const availabilityAtom = atom((get) => {
  const event = get(eventAtom);
  return event ? eventAvailability(event, get(nowAtom)) : null;
});

export const bannerStateAtom = atom((get) => {
  const event = get(eventAtom);
  return event ? bannerState(event, get(nowAtom)) : null;
});

export const isSoldOutAtom = atom((get) => {
  const event = get(eventAtom);
  return event ? isEventSoldOut(event, get(nowAtom)) : false;
});

export const stepOneViewAtom = atom((get) => {
  const event = get(eventAtom);
  return event ? stepOneView(event, get(nowAtom), get(guestListAtom).used) : null;
});

/** Display currency: the attribute, else the event's, else EUR (spec §9). Prices are not converted. */
export const currencyAtom = atom((get) => get(configAtom).currency ?? get(eventAtom)?.currency ?? "EUR");

/** Selected tickets in list order, quantities above 0 only (spec §5). */
export const selectedLinesAtom = atom((get) => {
  const quantities = get(ticketQuantitiesAtom);
  return get(visibleTicketsAtom)
    .map((ticket) => ({ ticket, quantity: quantities[ticket.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
});

export const totalQuantityAtom = atom((get) => get(selectedLinesAtom).reduce((sum, l) => sum + l.quantity, 0));

export const orderAmountsAtom = atom((get) => {
  const event = get(eventAtom);
  const lines: PricedLine[] = get(selectedLinesAtom).map((l) => ({ price: l.ticket.price, quantity: l.quantity }));
  return computeOrderAmounts({
    lines,
    discountPercent: get(discountPercentAtom),
    commissionPercent: event?.user_commission ?? 0,
    commissionFixed: event?.user_added_commission ?? 0,
  });
});

/** Sets one ticket's quantity, clamped to 0..min(purchase_limit, stock). */
export const setQuantityAtom = atom(null, (get, set, update: { ticketId: number; quantity: number }) => {
  const ticket = get(visibleTicketsAtom).find((t) => t.id === update.ticketId);
  if (!ticket) return;
  set(ticketQuantitiesAtom, { ...get(ticketQuantitiesAtom), [ticket.id]: clampQuantity(ticket, update.quantity) });
});

/**
 * Moves one ticket's quantity by `delta` from its value in the store at this moment (not from a rendered one: a
 * press applied just before, or replayed after hydration, is already counted), clamped as setQuantityAtom does.
 */
export const stepQuantityAtom = atom(null, (get, set, update: { ticketId: number; delta: number }) => {
  set(setQuantityAtom, {
    ticketId: update.ticketId,
    quantity: (get(ticketQuantitiesAtom)[update.ticketId] ?? 0) + update.delta,
  });
});

/** Step 1 was already shown once: coming back to it (Back) moves focus to its heading. */
export const ticketsStepShownAtom = atom(false);
