import { atom } from "jotai";
import { countryCodeFromName } from "../lib/countries.ts";
import type { FreeOrderRequest } from "../lib/orders.ts";
import { EMPTY_VOUCHER, voucherCounts } from "../lib/voucher.ts";
import { buyerDetailsAtom, buyerPrefilledAtom, persistBuyerAtom, validateBuyerAtom } from "./buyer.ts";
import { freeOrderErrorAtom, guestToBuyerDetails, orderSuccessAtom, placeFreeOrderAtom } from "./buyer-order.ts";
import {
  currentStepAtom,
  isEmbedAtom,
  processingAtom,
  selectedPaymentMethodAtom,
  ticketQuantitiesAtom,
} from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom, loadEventAtom } from "./event-atoms.ts";
import {
  guestListActiveAtom,
  guestListStatusAtom,
  guestListTicketAtom,
  guestListTokenAtom,
  guestListTokenIsUsedAtom,
} from "./guest-list.ts";
import { orderAmountsAtom, selectedLinesAtom } from "./ticket-atoms.ts";
import { configVoucherAppliedAtom, voucherAtom } from "./voucher.ts";

/** Bumped when validation fails, so the form moves focus to the first invalid field. */
export const focusFirstErrorAtom = atom(0);

/** The order as the free-order call and the embedded start-checkout send it (spec §7). */
export function freeOrderRequest(get: <V>(a: import("jotai").Atom<V>) => V): FreeOrderRequest | null {
  const event = get(eventAtom);
  if (!event) return null;
  const config = get(configAtom);
  const details = get(buyerDetailsAtom);
  const voucher = get(voucherAtom);
  const token = get(guestListActiveAtom) ? get(guestListTokenAtom) : null;
  const amounts = get(orderAmountsAtom);
  const ticketQuantities: Record<string, number> = {};
  for (const line of get(selectedLinesAtom)) ticketQuantities[String(line.ticket.id)] = line.quantity;
  return {
    event_id: event.id,
    ticketQuantities,
    customer: {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      street: details.street.trim(),
      postCode: details.postCode.trim(),
      city: details.city.trim(),
      country: details.country,
      countryCode: countryCodeFromName(details.country, config.language),
      companyName: details.companyName.trim(),
      vatNumber: details.vatNumber.trim(),
      lang: config.language,
    },
    // The server refuses a voucher next to a guest-list token; the invitation is free anyway.
    voucherCode: !token && voucherCounts(voucher) ? voucher.code : null,
    guestListToken: token,
    selectedPaymentMethod: token ? "guest_list" : "free_ticket",
    user_commission: event.user_commission,
    user_added_commission: event.user_added_commission,
    amount: amounts.finalPricePaid,
    totalPrice: amounts.priceAfterDiscount,
  };
}

/**
 * Step 2 "Next" (spec §4): validate; store or forget the details; then a free order is created and
 * the flow goes to success; embedded (in an iframe), a paid order starts the hosted checkout in the top
 * window (embed-checkout.ts, loaded only then); anything else goes on to payment (step 3).
 */
export const submitDetailsAtom = atom(null, async (get, set) => {
  if (get(processingAtom)) return;
  const voucher = get(guestListActiveAtom) ? undefined : get(voucherAtom);
  if (!set(validateBuyerAtom, voucher)) {
    set(focusFirstErrorAtom, get(focusFirstErrorAtom) + 1);
    return;
  }
  const config = get(configAtom);
  set(persistBuyerAtom, config.language);
  if (!get(orderAmountsAtom).isFree) {
    const order = get(isEmbedAtom) ? freeOrderRequest(get) : null;
    if (!order) return set(currentStepAtom, 3);
    const { startEmbeddedCheckoutAtom } = await import("./embed-checkout.ts");
    await set(startEmbeddedCheckoutAtom, order);
    return;
  }
  const order = freeOrderRequest(get);
  if (!order) return;
  set(selectedPaymentMethodAtom, order.selectedPaymentMethod);
  set(processingAtom, true);
  try {
    const success = await set(placeFreeOrderAtom, { apiOrigin: config.apiOrigin, order });
    if (!success) return;
    // Spec §4: success copies the guest details into the buyer details and resets the payment method.
    set(buyerDetailsAtom, guestToBuyerDetails(success.guest, get(buyerDetailsAtom)));
    set(selectedPaymentMethodAtom, null);
    if (order.guestListToken) set(guestListTokenIsUsedAtom, true);
    set(currentStepAtom, 5);
  } finally {
    set(processingAtom, false);
  }
});

/** "Get more tickets" (spec §2 step 5): a fresh checkout for the same event; the buyer's details stay. */
export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(orderSuccessAtom, null);
  set(freeOrderErrorAtom, null);
  set(ticketQuantitiesAtom, {});
  set(voucherAtom, { ...EMPTY_VOUCHER });
  // The invitation is spent: the next round is an ordinary purchase.
  set(guestListTokenAtom, null);
  set(guestListTicketAtom, null);
  set(guestListTokenIsUsedAtom, false);
  set(guestListStatusAtom, "none");
  set(configVoucherAppliedAtom, true);
  set(buyerPrefilledAtom, false);
  set(selectedPaymentMethodAtom, null);
  set(currentStepAtom, 1);
  // Reload the event so stock and sold-out state reflect the order just placed.
  void set(loadEventAtom, new AbortController().signal);
});
