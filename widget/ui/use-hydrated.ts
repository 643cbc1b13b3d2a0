import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's step-1 markup (and in that markup itself), true afterwards and in a client
 * render (React re-renders a component using it with the client value right after hydrating, without a mismatch).
 * SanitizedHtml tells from it that its first render hydrated the server's HTML; the quantity dropdown is disabled
 * until it is true (hydration would reset a value picked earlier). Buttons do not wait for it (a second render to
 * enable them delayed the first "+"): see waiting-control.ts.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
