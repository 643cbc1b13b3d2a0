import { atom, type createStore } from "jotai";
import { countryCodeFromName } from "../lib/countries.ts";
import { releaseReservation } from "../lib/payment-methods/reservation.ts";
import { writeSavedCheckout, type SavedCheckout } from "../lib/saved-checkout.ts";
import { encryptDetails } from "../lib/secure-storage.ts";
import { voucherCounts } from "../lib/voucher.ts";
import { attemptSlot, currentAttempt, endAttempt } from "../payments/idempotency.ts";
import { buyerDetailsAtom, saveDataForFutureAtom } from "./buyer.ts";
import { resetCheckoutAtom } from "./buyer-submit.ts";
import { currentStepAtom, paymentPendingAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom } from "./event-atoms.ts";
import { paymentPhaseAtom } from "./payment-flow.ts";
import { selectedPaymentChoiceAtom } from "./payment-method.ts";
import { reservationAtom } from "./reservation.ts";
import { selectedLinesAtom } from "./ticket-atoms.ts";
import { resumedAtom } from "./resumed.ts";
import { voucherAtom } from "./voucher.ts";

type Store = ReturnType<typeof createStore>;

export { resumedAtom } from "./resumed.ts";

/**
 * What a reload may resume, or null: only steps 3 and 4 while the tickets are held, and never once a payment is
 * pending (its attempt is over: resuming it would start a second payment) or decided (step 5).
 */
const resumableAtom = atom((get) => {
  const step = get(currentStepAtom);
  const reservation = get(reservationAtom);
  const event = get(eventAtom);
  if ((step !== 3 && step !== 4) || reservation.status !== "held" || !event || get(paymentPendingAtom)) return null;
  const quantities: Record<string, number> = {};
  for (const line of get(selectedLinesAtom)) if (line.quantity > 0) quantities[String(line.ticket.id)] = line.quantity;
  const voucher = get(voucherAtom);
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- else the literal widens to number
    step: step as 3 | 4,
    eventId: event.id,
    quantities,
    reservation,
    choice: step === 4 ? get(selectedPaymentChoiceAtom) : null,
    voucher: voucherCounts(voucher) ? { code: voucher.code, discount: voucher.discount } : null,
    saved: get(saveDataForFutureAtom),
    details: get(buyerDetailsAtom),
    language: get(configAtom).language,
    // Read so the attempt key, made once the adapter mounts, is saved with the next phase change.
    phase: get(paymentPhaseAtom),
  };
});

function save(store: Store, configEventId: string): void {
  const s = store.get(resumableAtom);
  if (!s) {
    writeSavedCheckout(configEventId, null);
    return;
  }
  const { email_confirmation: _c, ...details } = s.details;
  const record: SavedCheckout = {
    v: 1,
    step: s.step,
    quantities: s.quantities,
    reservationId: s.reservation.id,
    expiresAtMs: s.reservation.expiresAtMs,
    choice: s.choice,
    attempt: s.choice ? currentAttempt(attemptSlot(s.eventId, s.choice.path)) : null,
    voucher: s.voucher,
    detailsSaved: s.saved,
    // Opted in: the details are already in the encrypted userDetails (stored on 2 → 3). Otherwise the same box.
    detailsBox: s.saved
      ? null
      : encryptDetails({ ...details, countryCode: countryCodeFromName(details.country, s.language) }),
  };
  writeSavedCheckout(configEventId, record);
}

const persisted = new WeakSet<Store>();

/** From steps 3/4 on, this checkout is saved on every change that matters and forgotten when it stops being resumable. */
export function persistCheckout(store: Store): void {
  if (persisted.has(store)) return;
  const eventId = store.get(configAtom).eventId;
  if (!eventId) return;
  persisted.add(store);
  store.sub(resumableAtom, () => save(store, eventId));
  save(store, eventId);
}

/**
 * "Start over" of a resumed checkout: the hold is given back, the payment attempt ended, the saved copy
 * forgotten, and the checkout starts fresh at step 1 (the details typed stay in memory, as after "get more tickets").
 */
export const startOverAtom = atom(null, (get, set) => {
  const reservation = get(reservationAtom);
  if (reservation.status === "held") void releaseReservation(get(configAtom).apiOrigin, reservation.id);
  const choice = get(selectedPaymentChoiceAtom);
  const event = get(eventAtom);
  if (choice && event) endAttempt(attemptSlot(event.id, choice.path));
  set(resumedAtom, false);
  set(reservationAtom, { status: "none" }); // the saved copy goes with it (resumableAtom → null)
  set(resetCheckoutAtom);
});
