import { atom } from "jotai";
import { ApiCallError } from "../lib/orders-http.ts";
import { rateLimitWaitMinutes } from "../lib/rate-limit.ts";
import { getGuestListToken } from "../lib/orders.ts";

/** Spec §3 checkout state: guestListToken, guestListTicket, guestListTokenIsUsed. */
export const guestListTokenAtom = atom<string | null>(null);
/** Ticket id the token was issued for, once looked up. */
export const guestListTicketAtom = atom<number | null>(null);
export const guestListTokenIsUsedAtom = atom(false);
export type GuestListStatus = "none" | "loading" | "ready" | "used" | "not_found" | "rate_limited" | "error";
export const guestListStatusAtom = atom<GuestListStatus>("none");
/** With status "rate_limited": minutes until the buyer's network may look a guest-list link up again. */
export const guestListWaitAtom = atom(1);

/** True when the buyer arrived with a token that resolved to a ticket (hides back and voucher). */
export const guestListActiveAtom = atom((get) => get(guestListTokenAtom) !== null && get(guestListTicketAtom) !== null);

/** Looks the token up; an unknown token is dropped so the checkout behaves as a normal one. */
export const loadGuestListAtom = atom(
  null,
  async (get, set, context: { apiOrigin: string; eventId: number | string; token: string }) => {
    set(guestListTokenAtom, context.token);
    set(guestListStatusAtom, "loading");
    try {
      const found = await getGuestListToken(context.apiOrigin, context.eventId, context.token);
      if (get(guestListTokenAtom) !== context.token) return;
      set(guestListTicketAtom, found.ticket_id);
      set(guestListTokenIsUsedAtom, found.used);
      set(guestListStatusAtom, found.used ? "used" : "ready");
    } catch (err) {
      if (get(guestListTokenAtom) !== context.token) return;
      set(guestListTokenAtom, null);
      set(guestListTicketAtom, null);
      const wait = rateLimitWaitMinutes(err);
      if (wait !== null) set(guestListWaitAtom, wait);
      set(
        guestListStatusAtom,
        wait !== null ? "rate_limited" : err instanceof ApiCallError && err.status === 404 ? "not_found" : "error",
      );
    }
  },
);
