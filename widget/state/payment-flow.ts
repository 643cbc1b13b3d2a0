import { atom } from "jotai";
import type { PaymentErrorKey } from "../payments/errors.ts";
import type { PaymentGuest, PaymentServerConfig, PaymentStatus } from "../payments/types.ts";
import { buyerDetailsAtom } from "./buyer.ts";
import { guestToBuyerDetails, orderSuccessAtom } from "./buyer-order.ts";
import { currentStepAtom, paymentPendingAtom, processingAtom, selectedPaymentMethodAtom } from "./checkout-atoms.ts";
import { selectedPaymentChoiceAtom } from "./payment-method.ts";

/** Step 4 / step 0 phase shown to the buyer (spec §2 step 4). */
export type PaymentPhase = PaymentStatus | "pending" | "error" | "redirecting";
export const paymentPhaseAtom = atom<PaymentPhase>("loading");

/** The error banner: a payment.* key and the provider's message when there is one (spec §8). */
export interface PaymentErrorState {
  key: PaymentErrorKey;
  providerMessage: string | null;
  /** rate_limited: minutes to wait; buyer_ticket_limit: tickets per email address. */
  count?: number;
}
export const paymentErrorAtom = atom<PaymentErrorState | null>(null);

/** Bumped by Retry: step 4 mounts the adapter again. */
export const paymentAttemptAtom = atom(0);

/** GET /api/payments/config, once per checkout. */
export const paymentServerConfigAtom = atom<PaymentServerConfig | null>(null);

function toSuccess(ticket: string, guest: PaymentGuest, orderId: string | undefined) {
  const text = (v: string | null | undefined) => v ?? "";
  return {
    ticket,
    status: "paid",
    verified: true,
    ...(orderId ? { order_id: orderId } : {}),
    guest: {
      firstName: text(guest.firstName),
      lastName: text(guest.lastName),
      email: text(guest.email),
      streetname: text(guest.streetname),
      postcode: text(guest.postcode),
      city: text(guest.city),
      country: text(guest.country),
      company_name: text(guest.company_name),
      vat_number: text(guest.vat_number),
    },
  };
}

/** Spec §4 4 -> 5: the ticket goes to step 5, guest details are copied, the payment method is reset. */
export const paymentSucceededAtom = atom(
  null,
  (get, set, result: { ticket: string; guest: PaymentGuest; orderId?: string }) => {
    const success = toSuccess(result.ticket, result.guest, result.orderId);
    set(orderSuccessAtom, success);
    set(buyerDetailsAtom, guestToBuyerDetails(success.guest, get(buyerDetailsAtom)));
    set(paymentErrorAtom, null);
    set(paymentPendingAtom, false);
    set(processingAtom, false);
    set(selectedPaymentMethodAtom, null);
    set(selectedPaymentChoiceAtom, null);
    set(currentStepAtom, 5);
  },
);

/** Spec §4 "pending payment sets a pending mode": Back is hidden, the notice says an email follows. */
export const paymentPendingModeAtom = atom(null, (_get, set) => {
  set(paymentPendingAtom, true);
  set(processingAtom, false);
  set(paymentErrorAtom, null);
  set(paymentPhaseAtom, "pending");
});

export const paymentFailedAtom = atom(null, (_get, set, error: PaymentErrorState) => {
  set(processingAtom, false);
  set(paymentErrorAtom, error);
  set(paymentPhaseAtom, "error");
});

/** Leaving step 4 (Back) or finishing: the method is cleared and the banner goes. */
export const leavePaymentAtom = atom(null, (_get, set) => {
  set(processingAtom, false);
  set(paymentErrorAtom, null);
  set(paymentPhaseAtom, "loading");
  set(selectedPaymentMethodAtom, null);
  set(selectedPaymentChoiceAtom, null);
});
