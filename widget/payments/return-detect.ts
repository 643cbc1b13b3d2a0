// Step-1 code: only whether the address carries a payment return (spec §2 step 0). Parsing the three
// parameter sets (return-params.ts) happens in step 0's own chunk.
const MARKERS = /[?&](payment_provider|payment_intent|payment_intent_client_secret|paymentId|PayerID)=/;

/**
 * The claim lives on the page's global object, not in this module: iframe mode's frame-host script is built apart
 * from the widget and has its own copy of this file, and a page with an inline and a framed checkout must still
 * verify a return once.
 */
export const RETURN_CLAIM = "__ticketCheckoutReturnClaimed";

/**
 * True for the one checkout on the page that handles the return: the first to ask, or for a hosted-checkout
 * return the checkout of its `event_id`.
 */
export function claimPaymentReturn(search: string, eventId: string | null): boolean {
  const page = globalThis as { [RETURN_CLAIM]?: boolean };
  if (page[RETURN_CLAIM] || !MARKERS.test(search)) return false;
  const returnEvent = new URLSearchParams(search).get("event_id");
  if (returnEvent && eventId !== null && returnEvent !== eventId) return false;
  page[RETURN_CLAIM] = true;
  return true;
}
