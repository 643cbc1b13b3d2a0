import { atom } from "jotai";
import { navigationState } from "../lib/navigation-rules.ts";
import {
  currentStepAtom,
  globalErrorAtom,
  guestListAtom,
  isEmbedAtom,
  paymentPendingAtom,
  processingAtom,
  selectedPaymentMethodAtom,
} from "./checkout-atoms.ts";
import { availabilityAtom, isSoldOutAtom, totalQuantityAtom, visibleTicketsAtom } from "./ticket-atoms.ts";

export const navigationAtom = atom((get) => {
  const guestList = get(guestListAtom);
  return navigationState({
    step: get(currentStepAtom),
    ticketsAvailable: get(availabilityAtom) === "available",
    hasTickets: get(visibleTicketsAtom).length > 0,
    isSoldOut: get(isSoldOutAtom),
    totalQuantity: get(totalQuantityAtom),
    processing: get(processingAtom),
    hasGlobalError: get(globalErrorAtom) !== null,
    paymentPending: get(paymentPendingAtom),
    guestListToken: guestList.token,
    hasGuestListTicket: guestList.ticketId !== null,
    guestListTokenIsUsed: guestList.used,
    isEmbed: get(isEmbedAtom),
  });
});

/**
 * Next (spec §4 step transitions). Step 1 → 2 needs a ticket; step 2 validates, saves the details and
 * either places a free order or moves on to payment.
 */
export const goNextAtom = atom(null, (get, set) => {
  const nav = get(navigationAtom);
  if (!nav.next.visible || !nav.next.enabled) return;
  const step = get(currentStepAtom);
  switch (step) {
    case 1:
      if (get(totalQuantityAtom) > 0) set(currentStepAtom, 2);
      return;
    case 2:
      // Validation, saved details, free order or on to payment. Loaded on demand: it pulls in
      // tweetnacl and the validation schemas, which step 1 never needs.
      void import("./buyer-submit.ts").then(({ submitDetailsAtom }) => set(submitDetailsAtom));
      return;
    default:
      set(currentStepAtom, step + 1);
  }
});

/** Back (spec §4): clears the payment method and goes one step down, never below 1. */
export const goBackAtom = atom(null, (get, set) => {
  set(selectedPaymentMethodAtom, null);
  set(currentStepAtom, Math.max(1, get(currentStepAtom) - 1));
});
