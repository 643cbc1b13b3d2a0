import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the server's step-1 markup (and in that markup itself), true afterwards and in a client
 * render (React re-renders a component using it with the client value right after hydrating, without a mismatch).
 * SanitizedHtml tells from it that its first render hydrated the server's HTML. (The step-1 controls do not wait
 * for it: presses before hydration are recorded by the loader and applied once hydrated, loader/paint.ts.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
