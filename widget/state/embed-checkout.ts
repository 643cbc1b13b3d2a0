import { atom } from "jotai";
import { frameBridge } from "../embed/frame-api.ts";
import { guessedParentOrigin } from "../embed/parent-origin.ts";
import type { FreeOrderRequest } from "../lib/orders.ts";
import { ApiCallError, requestJson } from "../lib/orders-http.ts";
import { freeOrderErrorAtom } from "./buyer-order.ts";
import { processingAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom } from "./event-atoms.ts";

/** The organizer page's origin: the frame bridge's (checked) answer, else the browser's view of the parent. */
const embeddingOrigin = () => frameBridge()?.hostOrigin() ?? guessedParentOrigin();

function navigateTop(url: string): void {
  try {
    window.top!.location.href = url; // allowed after the buyer's click
  } catch {
    location.href = url;
  }
}

/**
 * Spec §4, step 2 when embedded: `POST /api/embed/start-checkout` (spec §7 body plus `return_url`, the
 * organizer page to come back to), then the top window goes to the returned hosted payment page, through the
 * frame bridge (the host loader checks the URL). No `redirect_url` in the answer: only a warning (spec §7).
 * While the top window navigates, the checkout stays in its "please wait" state.
 */
export const startEmbeddedCheckoutAtom = atom(null, async (get, set, order: FreeOrderRequest) => {
  const event = get(eventAtom);
  if (!event || get(processingAtom)) return;
  const { apiOrigin, locale } = get(configAtom);
  const bridge = frameBridge();
  set(freeOrderErrorAtom, null);
  set(processingAtom, true);
  let navigating = false;
  try {
    const answer = (await requestJson(`${apiOrigin}/api/embed/start-checkout`, {
      method: "POST",
      body: {
        subdomain: event.subdomain,
        event_id: order.event_id,
        ticketQuantities: order.ticketQuantities,
        user_commission: order.user_commission,
        user_added_commission: order.user_added_commission,
        amount: order.amount,
        customer: order.customer,
        voucherCode: order.voucherCode,
        iframe_origin: embeddingOrigin(),
        return_url: bridge?.hostUrl() ?? null,
        locale,
      },
    })) as { redirect_url?: unknown } | null;
    const url = answer?.redirect_url;
    if (typeof url !== "string" || !url) {
      console.warn("[ticket-checkout] start-checkout answered without a redirect_url; staying on step 2.");
      return;
    }
    navigating = true;
    if (bridge) bridge.navigate(url);
    else navigateTop(url); // embedded, but not in our frame page (say, an organizer page that is framed itself)
  } catch (err) {
    const type = err instanceof ApiCallError ? ((err.body as { type?: string } | null)?.type ?? err.code) : "";
    // Step 2's own messages (already loaded): "could not create your tickets, try again", or not enough left.
    // A new text would have to ship with step 1, where the details strings live.
    set(freeOrderErrorAtom, type === "ticket_stock_error" ? "not_enough_tickets" : "free_order_failed");
  } finally {
    if (!navigating) set(processingAtom, false);
  }
});
