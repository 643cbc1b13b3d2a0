import type { createStore } from "jotai";
import { countryName } from "../lib/countries.ts";
import { heldSecondsLeft, selectionKey } from "../lib/payment-methods/reservation.ts";
import { isPaymentMethodName } from "../lib/payment-methods/registry.ts";
import type { PaymentChoice } from "../lib/payment-methods/types.ts";
import { readSavedCheckout, writeSavedCheckout, type SavedCheckout } from "../lib/saved-checkout.ts";
import { decryptDetails, loadUserDetails, type SavedDetails } from "../lib/secure-storage.ts";
import { EMPTY_VOUCHER } from "../lib/voucher.ts";
import { restoreAttempt } from "../payments/idempotency.ts";
import { buyerDetailsAtom, buyerPrefilledAtom, saveDataForFutureAtom } from "./buyer.ts";
import { currentStepAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { checkoutUntouched, eventHasTickets, eventReady, restoreSelection } from "./resume-common.ts";
import { selectedPaymentChoiceAtom } from "./payment-method.ts";
import { reservationAtom } from "./reservation.ts";
import { resumedAtom } from "./resume.ts";
import { configVoucherAppliedAtom, voucherAtom } from "./voucher.ts";

type Store = ReturnType<typeof createStore>;

// One saved checkout per page and event: with two elements of the same event, the first one resumes it.
const claimed = new Set<string>();

function savedDetails(saved: SavedCheckout): SavedDetails | null {
  return saved.detailsSaved ? loadUserDetails() : saved.detailsBox ? decryptDetails(saved.detailsBox) : null;
}

/**
 * Issue 10: puts the saved checkout of this page and event back (selection, voucher, details, step, method,
 * payment attempt) when the server says its ticket hold still stands; else forgets it. Runs only while the
 * buyer has not started anything else (still on step 1 with nothing selected).
 */
export async function resumeCheckout(store: Store, eventId: string, signal: AbortSignal): Promise<void> {
  const saved = readSavedCheckout(eventId);
  if (!saved || saved.expiresAtMs <= Date.now()) {
    writeSavedCheckout(eventId, null);
    return;
  }
  const event = await eventReady(store, signal);
  if (!event || claimed.has(eventId)) return;
  const details = savedDetails(saved);
  const choice = saved.choice && isPaymentMethodName(saved.choice.method) ? (saved.choice as PaymentChoice) : null;
  // Tickets gone from the event, details that cannot be read, or step 4 without its method: nothing sound to resume.
  if (
    Object.keys(saved.quantities).length === 0 ||
    !eventHasTickets(event, saved.quantities) ||
    !details ||
    (saved.step === 4 && !choice)
  ) {
    writeSavedCheckout(eventId, null);
    return;
  }
  const { apiOrigin, language } = store.get(configAtom);
  const secondsLeft = await heldSecondsLeft(apiOrigin, saved.reservationId, signal);
  if (signal.aborted || claimed.has(eventId)) return;
  if (secondsLeft <= 0) {
    writeSavedCheckout(eventId, null);
    return;
  }
  if (!checkoutUntouched(store)) return;
  claimed.add(eventId);

  restoreSelection(store, saved.quantities);
  if (saved.voucher) {
    store.set(voucherAtom, {
      ...EMPTY_VOUCHER,
      enabled: true,
      code: saved.voucher.code,
      valid: true,
      discount: saved.voucher.discount,
    });
    store.set(configVoucherAppliedAtom, true);
  }
  const { countryCode, ...fields } = details;
  store.set(buyerDetailsAtom, {
    ...fields,
    email_confirmation: fields.email,
    country: countryCode ? countryName(countryCode, language) : fields.country,
  });
  store.set(saveDataForFutureAtom, saved.detailsSaved);
  store.set(buyerPrefilledAtom, true);
  store.set(reservationAtom, {
    status: "held",
    // The key step 3 computes for this selection, so it sees the hold as its own and does not reserve again.
    key: selectionKey({ event_id: event.id, ticketQuantities: saved.quantities }),
    id: saved.reservationId,
    expiresAtMs: Date.now() + secondsLeft * 1000,
  });
  if (saved.attempt) restoreAttempt(saved.attempt.slot, saved.attempt);
  if (saved.step === 4 && choice) store.set(selectedPaymentChoiceAtom, choice);
  store.set(resumedAtom, true);
  store.set(currentStepAtom, saved.step === 4 && choice ? 4 : 3);
}
