import { atom } from "jotai";
import {
  createReservation,
  releaseReservation,
  ReservationError,
  selectionKey,
  type ReservationRequest,
} from "../lib/payment-methods/reservation.ts";
import { currentStepAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom } from "./event-atoms.ts";
import { selectedPaymentChoiceAtom } from "./payment-method.ts";
import { orderAmountsAtom, selectedLinesAtom } from "./ticket-atoms.ts";

/**
 * The server-side hold of the selected tickets (beyond the spec). `expiresAtMs` is on the
 * buyer's clock (now + seconds_left), so a skewed device clock does not shorten or lengthen the hold.
 */
export type ReservationState =
  | { status: "none" }
  | { status: "reserving"; key: string }
  | { status: "held"; key: string; id: string; expiresAtMs: number }
  | { status: "expired"; key: string; id: string }
  | { status: "failed"; key: string; code: ReservationError["code"]; detail: string };

export const reservationAtom = atom<ReservationState>({ status: "none" });

/** For the cart (payments contract `reservation_id`): the id while the hold is alive, else null. */
export const reservationIdAtom = atom((get) => {
  const r = get(reservationAtom);
  return r.status === "held" ? r.id : null;
});

function currentRequest(get: <V>(a: import("jotai").Atom<V>) => V): ReservationRequest | null {
  const event = get(eventAtom);
  if (!event) return null;
  const ticketQuantities: Record<string, number> = {};
  for (const line of get(selectedLinesAtom)) ticketQuantities[String(line.ticket.id)] = line.quantity;
  return { event_id: event.id, ticketQuantities };
}

/**
 * Holds the selected tickets when a paid order reaches step 3: once per selection (same event and
 * quantities → no second call while held, reserving or refused); a changed selection releases the
 * old hold first. Returns the state it leaves.
 */
export const reserveTicketsAtom = atom(null, async (get, set, signal?: AbortSignal): Promise<ReservationState> => {
  const request = currentRequest(get);
  if (!request || get(orderAmountsAtom).isFree || Object.keys(request.ticketQuantities).length === 0)
    return get(reservationAtom);
  const key = selectionKey(request);
  const current = get(reservationAtom);
  if (current.status !== "none" && current.status !== "expired" && current.key === key) return current;
  const { apiOrigin } = get(configAtom);
  set(reservationAtom, { status: "reserving", key });
  // Released first (bounded by the request timeout), so the old hold never counts against the new one.
  if (current.status === "held") await releaseReservation(apiOrigin, current.id);
  let next: ReservationState;
  try {
    const held = await createReservation(apiOrigin, request, signal);
    next = { status: "held", key, id: held.reservation_id, expiresAtMs: Date.now() + held.seconds_left * 1000 };
  } catch (error) {
    if (signal?.aborted) next = { status: "none" };
    else if (error instanceof ReservationError)
      next = { status: "failed", key, code: error.code, detail: error.message };
    else next = { status: "failed", key, code: "failed", detail: String(error) };
  }
  // A newer selection may have started its own hold meanwhile: only the latest call writes.
  const latest = get(reservationAtom);
  if (latest.status === "reserving" && latest.key === key) set(reservationAtom, next);
  return next;
});

/** The countdown reached zero (the server releases the stock on its side). */
export const expireReservationAtom = atom(null, (get, set) => {
  const r = get(reservationAtom);
  if (r.status === "held") set(reservationAtom, { status: "expired", key: r.key, id: r.id });
});

/**
 * "Start again" after expiry or a refused hold: back to step 1 with the ticket selection and buyer
 * details kept; the method is cleared and the next visit to step 3 asks for a new hold.
 */
export const startAgainAtom = atom(null, (_get, set) => {
  set(selectedPaymentChoiceAtom, null);
  set(reservationAtom, { status: "none" });
  set(currentStepAtom, 1);
});
