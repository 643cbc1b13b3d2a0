import { useStore } from "jotai";
import { useEffect } from "react";
import type { FrameBridge } from "../../embed/frame-api.ts";
import { savedCheckoutKey } from "../../state/config-atoms.ts";
import { paymentReturnAtom } from "../../state/payment-flow-return.ts";

/**
 * The checkout frame page's bridge: `embed/frame-api.ts` `frameBridge()`, read here without importing that module,
 * since a module shared by step 1 and later chunks becomes one more step-1 file and one more name in loader.js's
 * preload list. The name must stay FRAME_GLOBAL's (widget-iframe.spec's "back from the hosted page" fails if not).
 */
const frameBridge = () => (globalThis as { __ticketCheckoutFrame?: FrameBridge }).__ticketCheckoutFrame;

/** Storage blocked (cookie blockers, sandboxed frames) counts as "nothing saved": no resume, no crash. */
function hasSavedCheckout(eventId: string): boolean {
  try {
    return sessionStorage.getItem(savedCheckoutKey(eventId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Step-1 code: only whether a checkout was saved on steps 3/4 of this page and event (or, in the
 * checkout frame, whether the host page kept a hosted payment it left for). The resume
 * chunk, fetched only then, asks the server whether its ticket hold still stands and restores it. A provider
 * return (step 0, claimed in a layout effect before this runs) takes precedence.
 */
export function useResumeBootstrap(eventId: string | null): void {
  const store = useStore();
  useEffect(() => {
    // In the checkout frame: the hosted payment this checkout left for, when the host page says the buyer came
    // back without a return (its hello; loader/frame-host.ts keeps it). The chunk asks the server about it.
    const bridge = frameBridge();
    if (!bridge || store.get(paymentReturnAtom) !== null) return;
    const controller = new AbortController();
    const stop = bridge.onPendingOrder((pending) => {
      import("../../state/resume-embedded.ts")
        .then((m) => m.resumeEmbeddedCheckout(store, pending, controller.signal))
        .catch((error: unknown) => console.warn("ticket-checkout: the kept payment could not be restored:", error));
    });
    return () => {
      stop();
      controller.abort();
    };
  }, [store]);
  useEffect(() => {
    if (!eventId || store.get(paymentReturnAtom) !== null || !hasSavedCheckout(eventId)) return;
    const controller = new AbortController();
    import("../../state/resume-restore.ts")
      .then((m) => m.resumeCheckout(store, eventId, controller.signal))
      .catch((error: unknown) => console.warn("ticket-checkout: the saved checkout could not be restored:", error));
    return () => controller.abort();
  }, [store, eventId]);
}
