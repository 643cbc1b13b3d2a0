import type { createStore } from "jotai";
import type { CheckoutEvent } from "../lib/event-schema.ts";
import { eventLoadAtom } from "./event-atoms.ts";

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
