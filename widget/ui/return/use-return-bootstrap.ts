import { useStore } from "jotai";
import { useState } from "react";
import { claimPaymentReturn } from "../../payments/return-detect.ts";
import { currentStepAtom } from "../../state/checkout-atoms.ts";
import { paymentReturnAtom } from "../../state/payment-flow-return.ts";

/** At mount: a return from a provider redirect (spec §2 step 0) opens this checkout on step 0. */
export function useReturnBootstrap(eventId: string | null): void {
  const store = useStore();
  useState(() => {
    if (typeof location === "undefined") return null;
    if (claimPaymentReturn(location.search, eventId)) {
      store.set(paymentReturnAtom, location.search);
      store.set(currentStepAtom, 0);
    }
    return null;
  });
}
