// Step-1 code: only whether the address carries a payment return (spec §2 step 0). Parsing the three
// parameter sets (return-params.ts) happens in step 0's own chunk.
const MARKERS = /[?&](payment_provider|payment_intent|payment_intent_client_secret|paymentId|PayerID)=/;

let claimed = false;

/**
 * True for the one checkout on the page that handles the return: the first to ask, or for a hosted-checkout
 * return the checkout of its `event_id`.
 */
export function claimPaymentReturn(search: string, eventId: string | null): boolean {
  if (claimed || !MARKERS.test(search)) return false;
  const returnEvent = new URLSearchParams(search).get("event_id");
  if (returnEvent && eventId !== null && returnEvent !== eventId) return false;
  claimed = true;
  return true;
}
