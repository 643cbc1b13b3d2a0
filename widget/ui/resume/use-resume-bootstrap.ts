import { useStore } from "jotai";
import { useEffect } from "react";
import { savedCheckoutKey } from "../../state/config-atoms.ts";
import { paymentReturnAtom } from "../../state/payment-flow-return.ts";

/** Storage blocked (cookie blockers, sandboxed frames) counts as "nothing saved": no resume, no crash. */
function hasSavedCheckout(eventId: string): boolean {
  try {
    return sessionStorage.getItem(savedCheckoutKey(eventId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Step-1 code (issue 10): only whether a checkout was saved on steps 3/4 of this page and event. The resume
 * chunk, fetched only then, asks the server whether its ticket hold still stands and restores it. A provider
 * return (step 0, claimed in a layout effect before this runs) takes precedence.
 */
export function useResumeBootstrap(eventId: string | null): void {
  const store = useStore();
  useEffect(() => {
    if (!eventId || store.get(paymentReturnAtom) !== null || !hasSavedCheckout(eventId)) return;
    const controller = new AbortController();
    import("../../state/resume-restore.ts")
      .then((m) => m.resumeCheckout(store, eventId, controller.signal))
      .catch((error: unknown) => console.warn("ticket-checkout: the saved checkout could not be restored:", error));
    return () => controller.abort();
  }, [store, eventId]);
}
