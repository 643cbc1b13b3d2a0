import type { createStore } from "jotai";
import type { CheckoutEvent } from "../lib/event-schema.ts";
import { currentStepAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";
import { eventLoadAtom } from "./event-atoms.ts";

// What both restores share: the reload of steps 3/4 (resume-restore.ts) and iframe mode's return from
// the hosted page (resume-embedded.ts).

type Store = ReturnType<typeof createStore>;

/** Resolves with the event once it is loaded; null when loading failed or the wait was aborted. */
export function eventReady(store: Store, signal: AbortSignal): Promise<CheckoutEvent | null> {
  return new Promise((resolve) => {
    let unsub = () => {};
    const check = () => {
      const state = store.get(eventLoadAtom);
      if (state.status === "loading" && !signal.aborted) return false;
      unsub();
      resolve(state.status === "ready" && !signal.aborted ? state.event : null);
      return true;
    };
    if (check()) return;
    unsub = store.sub(eventLoadAtom, check);
    signal.addEventListener("abort", check, { once: true });
  });
}

/** Whether every ticket of a saved selection (ticket id → count) is still one of the event's. */
export function eventHasTickets(event: CheckoutEvent, quantities: Record<string, number>): boolean {
  const known = new Set(event.event_tickets.map((t) => String(t.id)));
  return Object.keys(quantities).every((id) => known.has(id));
}

/** A restore runs only while the buyer has not started anything else: still on step 1, nothing selected. */
export function checkoutUntouched(store: Store): boolean {
  return store.get(currentStepAtom) === 1 && !Object.values(store.get(ticketQuantitiesAtom)).some((n) => n > 0);
}

/** Puts a saved selection (ticket id → count) back. */
export function restoreSelection(store: Store, quantities: Record<string, number>): void {
  const restored: Record<number, number> = {};
  for (const [id, n] of Object.entries(quantities)) restored[Number(id)] = n;
  store.set(ticketQuantitiesAtom, restored);
}
