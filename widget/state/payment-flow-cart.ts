import type { Getter } from "jotai";
import { countryCodeFromName } from "../lib/countries.ts";
import { voucherCounts } from "../lib/voucher.ts";
import type { PaymentCart } from "../payments/types.ts";
import { buyerDetailsAtom } from "./buyer.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom } from "./event-atoms.ts";
import { guestListActiveAtom, guestListTokenAtom } from "./guest-list.ts";
import { selectedPaymentChoiceAtom } from "./payment-method.ts";
import { reservationIdAtom } from "./reservation.ts";
import { currencyAtom, orderAmountsAtom, selectedLinesAtom } from "./ticket-atoms.ts";
import { voucherAtom } from "./voucher.ts";

/** The cart of PAYMENTS-CONTRACT.md from the checkout state: only quantities above 0, amounts as shown. */
export function buildPaymentCart(get: Getter): PaymentCart {
  const event = get(eventAtom);
  if (!event)
    throw new Error("buildPaymentCart: the event is not loaded; step 4 is reachable only after step 1 showed it");
  const config = get(configAtom);
  const details = get(buyerDetailsAtom);
  const voucher = get(voucherAtom);
  const token = get(guestListActiveAtom) ? get(guestListTokenAtom) : null;
  const amounts = get(orderAmountsAtom);
  const choice = get(selectedPaymentChoiceAtom);
  const ticketQuantities: Record<string, number> = {};
  for (const line of get(selectedLinesAtom))
    if (line.quantity > 0) ticketQuantities[String(line.ticket.id)] = line.quantity;
  return {
    event_id: event.id,
    ticketQuantities,
    voucherCode: !token && voucherCounts(voucher) ? voucher.code : null,
    guestListToken: token,
    user_commission: event.user_commission,
    user_added_commission: event.user_added_commission,
    amount: amounts.finalPricePaid,
    totalPrice: amounts.priceAfterDiscount,
    currency: get(currencyAtom),
    customer: {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      street: details.street.trim(),
      postCode: details.postCode.trim(),
      city: details.city.trim(),
      country: details.country,
      companyName: details.companyName.trim(),
      vatNumber: details.vatNumber.trim(),
      countryCode: countryCodeFromName(details.country, config.language),
      lang: config.language,
    },
    selectedPaymentMethod: choice?.method ?? "",
    // The hold step 3 made (widget/state/reservation.ts); null once expired, the server then checks stock itself.
    reservation_id: get(reservationIdAtom),
  };
}

/** What makes two attempts "the same payment" for the idempotency key. */
export function cartFingerprint(cart: PaymentCart, providerMethod: string): string {
  return JSON.stringify([
    cart.event_id,
    cart.ticketQuantities,
    cart.voucherCode,
    cart.amount,
    cart.customer.email,
    cart.selectedPaymentMethod,
    providerMethod,
    cart.reservation_id,
  ]);
}
