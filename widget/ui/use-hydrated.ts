import { useEffect, useState } from "react";

/** True only while the element's synchronous hydrate call runs (whileHydrating). */
let hydrating = false;

/**
 * Runs `hydrate`, which must render synchronously (Preact's hydrate does), with useHydrated() answering false in
 * every component it renders. One flag serves every element on the page: no two hydrate calls overlap.
 */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * False while the element hydrates the server's step-1 markup (and in that markup itself), true afterwards and in a
 * client render (a component using it renders again with true once hydration's effects have run: in a microtask
 * after the hydrate call, effects-before-input.ts). SanitizedHtml tells from it that its first render hydrated the
 * server's HTML; the quantity dropdown is disabled until it is true (a value picked before the code ran would not
 * be in the hydrated state). Buttons do not wait for it (a second render to
 * enable them delayed the first "+"): see waiting-control.ts.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== "undefined" && !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
