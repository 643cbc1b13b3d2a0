import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's step-1 markup (and in that markup itself), true afterwards and in a client
 * render. Controls painted by the loader before the widget code runs have no handlers yet, so a click there would be
 * lost silently; rendering them disabled until hydration shows the buyer they are not ready and makes a click wait.
 * (React re-renders with the client value right after hydrating, without a mismatch.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
