import { atom } from "jotai";
import { effectiveDiscount } from "../lib/voucher.ts";
import { guestListTicketAtom, guestListTokenAtom, guestListTokenIsUsedAtom } from "./guest-list.ts";
import { voucherAtom } from "./voucher.ts";

// Checkout state of spec §3 shared by all steps. One jotai store per <ticket-checkout> element holds it,
// so several checkouts on a page never share any of it.

/** 1 tickets, 2 details, 3 payment method, 4 payment processing, 5+ success (spec §2). */
export const currentStepAtom = atom(1);

/** The tab shown under the event's header (spec §2: Tickets by default, or Event infos). */
export const selectedTabAtom = atom<"tickets" | "info">("tickets");

/** Ticket id → selected count. */
export const ticketQuantitiesAtom = atom<Record<number, number>>({});

/** An order or payment is being processed: navigation is disabled and reads "please wait". */
export const processingAtom = atom(false);

export const paymentPendingAtom = atom(false);

/** A checkout-wide error message (hides Back, spec §2). */
export const globalErrorAtom = atom<string | null>(null);

export const selectedPaymentMethodAtom = atom<string | null>(null);

/**
 * A step's own Next, drawn by the shared navigation in its row (beside Back) where the spec §2 rules show none:
 * step 3 sets it while it offers methods (its Next checks that one is picked). Here, not in navigation-atoms.ts,
 * because step 3's chunk importing that step-1 module would split it into one more step-1 file.
 */
export const stepNextAtom = atom<{ run: () => void } | null>(null);

/** Running inside an iframe (spec §6). */
export const isEmbedAtom = atom(typeof window !== "undefined" && window.top !== window.self);

/**
 * Voucher discount in percent that counts (valid and above 0, spec §5). Hook for the voucher state:
 * replace this primitive with a derived atom over widget/state/voucher*.
 */
export const discountPercentAtom = atom((get) => {
  const guestList = get(guestListAtom);
  // A guest-list invitation is a free ticket whatever its price (the server prices it at 0.00 too).
  if (guestList.token && guestList.ticketId !== null && !guestList.used) return 100;
  return effectiveDiscount(get(voucherAtom));
});

/**
 * Guest-list hook: token from the attribute/URL, the ticket it grants and whether it was used.
 * `used: true` makes step 1 show the guest-list-already-used state.
 */
export interface GuestListStatus {
  token: string | null;
  ticketId: number | null;
  used: boolean;
}
export const guestListAtom = atom<GuestListStatus>((get) => ({
  token: get(guestListTokenAtom),
  ticketId: get(guestListTicketAtom),
  used: get(guestListTokenIsUsedAtom),
}));
