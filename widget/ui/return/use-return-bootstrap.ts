import { useStore } from "jotai";
import { useLayoutEffect } from "react";
import { claimPaymentReturn } from "../../payments/return-detect.ts";
import { currentStepAtom } from "../../state/checkout-atoms.ts";
import { paymentReturnAtom } from "../../state/payment-flow-return.ts";

/**
 * At mount: a return from a provider redirect (spec §2 step 0) opens this checkout on step 0. A layout effect,
 * not render-time state: the steps render only after the event has loaded, so step 1 never shows first.
 */
export function useReturnBootstrap(eventId: string | null): void {
  const store = useStore();
  useLayoutEffect(() => {
    if (typeof location === "undefined") return;
    if (claimPaymentReturn(location.search, eventId)) {
      store.set(paymentReturnAtom, location.search);
      store.set(currentStepAtom, 0);
    }
  }, [store, eventId]);
}
