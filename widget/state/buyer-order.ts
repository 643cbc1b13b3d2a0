import { atom } from "jotai";
import { ApiCallError } from "../lib/orders-http.ts";
import { rateLimitWaitMinutes } from "../lib/rate-limit.ts";
import { postFreeOrder, type FreeOrderRequest, type SuccessResponse } from "../lib/orders.ts";
import { emptyBuyerDetails, type BuyerDetails } from "../lib/validation.ts";

/** The last successful order (spec §3 success response); drives step 5. */
export const orderSuccessAtom = atom<SuccessResponse | null>(null);
/** Translation key of the last free-order failure (details.*), or null. */
export const freeOrderErrorAtom = atom<string | null>(null);
/**
 * The count for the two errors that are `common.*` keys with a count: rate_limited (minutes to wait: too many orders
 * from the buyer's network) and buyer_ticket_limit (the event's tickets per email address).
 */
export const freeOrderErrorCountAtom = atom(1);
// The order in flight. Kept in state (not only a disabled button) so a second click, a key repeat
// or another code path arriving before the first answer joins the same request instead of placing
// a second order.
const freeOrderInFlightAtom = atom<Promise<SuccessResponse | null> | null>(null);
export const freeOrderPendingAtom = atom((get) => get(freeOrderInFlightAtom) !== null);

const ERROR_KEYS: Record<string, string> = {
  ticket_stock_error: "not_enough_tickets",
  guest_list_token_used: "guest_list_token_used",
  quantity_over_limit: "quantity_over_limit",
};

/**
 * What the buyer is told when an order (free, or an embedded checkout's start) is refused: a details.* key, or
 * rate_limited / buyer_ticket_limit (common.* keys) with their count.
 */
export function orderFailure(err: unknown): { key: string; count?: number } {
  const code = err instanceof ApiCallError ? ((err.body as { type?: string } | null)?.type ?? err.code) : "";
  const wait = rateLimitWaitMinutes(err);
  if (wait !== null) return { key: "rate_limited", count: wait };
  const cap = err instanceof ApiCallError ? (err.body as { max_per_buyer?: unknown } | null)?.max_per_buyer : undefined;
  if (code === "buyer_ticket_limit" && typeof cap === "number") return { key: "buyer_ticket_limit", count: cap };
  return { key: ERROR_KEYS[code] ?? "free_order_failed" };
}

/** Stores an order failure for the details step. */
export const orderFailedAtom = atom(null, (_get, set, err: unknown) => {
  const failure = orderFailure(err);
  if (failure.count !== undefined) set(freeOrderErrorCountAtom, failure.count);
  set(freeOrderErrorAtom, failure.key);
});

/** POST /api/orders/free once; resolves with the success response or null (error key stored). */
export const placeFreeOrderAtom = atom(null, (get, set, context: { apiOrigin: string; order: FreeOrderRequest }) => {
  const inFlight = get(freeOrderInFlightAtom);
  if (inFlight) return inFlight;
  set(freeOrderErrorAtom, null);
  const request = postFreeOrder(context.apiOrigin, context.order)
    .then((success) => {
      set(orderSuccessAtom, success);
      return success;
    })
    .catch((err: unknown) => {
      set(orderFailedAtom, err);
      return null;
    })
    .finally(() => set(freeOrderInFlightAtom, null));
  set(freeOrderInFlightAtom, request);
  return request;
});

/** Spec §4: success copies the guest details (server field names) into the buyer details. */
export function guestToBuyerDetails(guest: SuccessResponse["guest"], current: BuyerDetails): BuyerDetails {
  const pick = (value: string | null | undefined, fallback: string) => (value ? value : fallback);
  const base = { ...emptyBuyerDetails(), ...current };
  return {
    ...base,
    firstName: pick(guest.firstName, base.firstName),
    lastName: pick(guest.lastName, base.lastName),
    email: pick(guest.email, base.email),
    email_confirmation: pick(guest.email, base.email_confirmation),
    street: pick(guest.streetname, base.street),
    postCode: pick(guest.postcode, base.postCode),
    city: pick(guest.city, base.city),
    country: pick(guest.country, base.country),
    companyName: pick(guest.company_name, base.companyName),
    vatNumber: pick(guest.vat_number, base.vatNumber),
  };
}
