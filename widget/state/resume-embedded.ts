import type { createStore } from "jotai";
import type { PendingOrder } from "../embed/messages.ts";
import { countryName } from "../lib/countries.ts";
import { requestJson } from "../lib/orders-http.ts";
import type { SuccessResponse } from "../lib/orders.ts";
import { emptyBuyerDetails, type BuyerDetails } from "../lib/validation.ts";
import { buyerDetailsAtom, buyerPrefilledAtom } from "./buyer.ts";
import { guestToBuyerDetails } from "./buyer-order.ts";
import { currentStepAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { checkoutUntouched, eventHasTickets, eventReady, restoreSelection } from "./resume-common.ts";
import { paymentReturnAtom } from "./payment-flow-return.ts";
import { resumedAtom } from "./resumed.ts";
import { applyVoucherAtom, configVoucherAppliedAtom } from "./voucher.ts";

type Store = ReturnType<typeof createStore>;
/** verify-order's buyer (demo-site/server/payments/orders/order-row.ts guestOf), with the country's code. */
type Guest = SuccessResponse["guest"] & { country_code?: string };

/** Statuses of a payment that may yet be, or already is, paid: step 0 verifies them as after a return. */
const SETTLING = new Set(["paid", "pending", "authorized"]);

// One kept payment per page: the frame holds one checkout, but a re-mount must not restore it twice.
const claimed = new Set<string>();

/** The order's buyer as the form holds it; the country named in today's language from its code when there is one. */
function detailsOf(guest: Guest, language: string): BuyerDetails {
  const details = guestToBuyerDetails(guest, emptyBuyerDetails());
  return guest.country_code ? { ...details, country: countryName(guest.country_code, language) } : details;
}

/**
 * Issue 10, iframe mode: the buyer came back to the organizer page from the hosted payment without a return
 * (Back, or a reload). The order is asked about once (`POST /api/mollie/verify-order`, the read the hosted return
 * makes): a payment that is paid or still settling goes to step 0 as if the buyer had returned; one that is not
 * paid (open, canceled, failed, expired) brings step 2 back with the selection, voucher and details, and
 * "Start over". Only while the buyer has not started anything else (step 1, nothing selected).
 */
export async function resumeEmbeddedCheckout(store: Store, pending: PendingOrder, signal: AbortSignal): Promise<void> {
  if (claimed.has(pending.order_id)) return;
  const event = await eventReady(store, signal);
  if (!event || event.id !== pending.event_id || !eventHasTickets(event, pending.quantities)) return;
  const { apiOrigin, language } = store.get(configAtom);
  let answer: { status?: unknown; guest?: Guest | null } | null;
  try {
    answer = (await requestJson(`${apiOrigin}/api/mollie/verify-order`, {
      method: "POST",
      body: { order_id: pending.order_id, guest_id: pending.guest_id, event_id: pending.event_id },
      signal,
    })) as typeof answer;
  } catch {
    return; // unknown order or no answer: a fresh checkout is the safe state
  }
  if (
    signal.aborted ||
    !checkoutUntouched(store) ||
    claimed.has(pending.order_id) ||
    typeof answer?.status !== "string"
  )
    return;
  claimed.add(pending.order_id);
  if (SETTLING.has(answer.status)) {
    const query = new URLSearchParams({
      payment_provider: "mollie",
      order_id: pending.order_id,
      guest_id: pending.guest_id,
      event_id: String(pending.event_id),
    });
    store.set(paymentReturnAtom, `?${query}`);
    store.set(currentStepAtom, 0);
    return;
  }
  restoreSelection(store, pending.quantities);
  if (pending.voucher) {
    // Checked with the server again (the host page keeps the code; a discount is never taken from it).
    store.set(configVoucherAppliedAtom, true);
    void store.set(applyVoucherAtom, { apiOrigin, eventId: event.id, code: pending.voucher });
  }
  if (answer.guest) {
    store.set(buyerDetailsAtom, detailsOf(answer.guest, language));
    store.set(buyerPrefilledAtom, true);
  }
  store.set(resumedAtom, true);
  store.set(currentStepAtom, 2);
  // The note belongs to the step 2 brought back: gone once the buyer moves on (or back).
  const unsub = store.sub(currentStepAtom, () => {
    unsub();
    store.set(resumedAtom, false);
  });
}
