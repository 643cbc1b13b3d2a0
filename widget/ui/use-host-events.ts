import type { createStore } from "jotai";
import { useEffect, type RefObject } from "react";

/**
 * Host events (README "Events") for one checkout's store, dispatched on the <ticket-checkout> whose shadow root
 * holds `rootRef`. The wiring is an import()ed chunk, so step-1 code carries only this hook. Unmounting stops it
 * (every subscription and listener), also when that happens before the chunk arrived.
 */
export function useHostEvents(store: ReturnType<typeof createStore>, rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const host = (rootRef.current?.getRootNode() as ShadowRoot | undefined)?.host as HTMLElement | undefined;
    if (!host) return; // not in a shadow root (e.g. rendered into a plain node by a test): nobody to tell
    let live = true;
    const stop = import("../state/host-events.ts")
      .then((m) => m.connectHostEvents(store, host, () => live))
      // The failed chunk request is in the console already; the checkout works without its events.
      .catch(() => () => {});
    return () => {
      live = false;
      void stop.then((s) => s());
    };
  }, [store, rootRef]);
}
