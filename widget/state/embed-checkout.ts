// Step 2's Next for a paid order in iframe mode (spec §4): a frame cannot send the buyer to a hosted payment page
// itself, so the server starts the checkout and the host page's bridge navigates the top window. Loaded by
// buyer-submit.ts only in a frame with a paid order, so the inline checkout never fetches it.
import { atom } from "jotai";
import { frameBridge } from "../embed/frame-api.ts";
import type { PendingOrder } from "../embed/messages.ts";
import { guessedParentOrigin } from "../embed/parent-origin.ts";
import type { FreeOrderRequest } from "../lib/orders.ts";
import { requestJson } from "../lib/orders-http.ts";
import { freeOrderErrorAtom, orderFailedAtom } from "./buyer-order.ts";
import { processingAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom } from "./event-atoms.ts";
import { voucherCounts } from "../lib/voucher.ts";
import { voucherAtom } from "./voucher.ts";

/** The organizer page's origin: the frame bridge's (checked) answer, else the browser's view of the parent. */
const embeddingOrigin = () => frameBridge()?.hostOrigin() ?? guessedParentOrigin();

/**
 * What the host keeps while the buyer is on the hosted page (messages.ts PendingOrderSchema), or undefined. The
 * order's quantities are the selected lines only (buyer-submit.ts), so they pass as they are.
 */
function pendingOrder(
  answer: { order_id?: unknown; guest_id?: unknown },
  order: FreeOrderRequest,
  voucher: PendingOrder["voucher"],
): PendingOrder | undefined {
  if (typeof answer.order_id !== "string" || typeof answer.guest_id !== "string" || !answer.guest_id) return undefined;
  return {
    order_id: answer.order_id,
    guest_id: answer.guest_id,
    event_id: order.event_id,
    quantities: order.ticketQuantities,
    voucher,
  };
}

/**
 * The organizer page may come back from the browser's back/forward cache with this frame as it was, mid
 * navigation: the buyer must get a working step 2, not "please wait" for ever.
 */
function releaseOnReturn(release: () => void): void {
  addEventListener("pageshow", function onShow(event: PageTransitionEvent) {
    if (!event.persisted) return;
    removeEventListener("pageshow", onShow);
    release();
  });
}

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
    })) as { redirect_url?: unknown; order_id?: unknown; guest_id?: unknown } | null;
    const url = answer?.redirect_url;
    if (typeof url !== "string" || !url) {
      console.warn("[ticket-checkout] start-checkout answered without a redirect_url; staying on step 2.");
      return;
    }
    navigating = true;
    releaseOnReturn(() => set(processingAtom, false));
    const voucher = get(voucherAtom);
    if (bridge) bridge.navigate(url, pendingOrder(answer, order, voucherCounts(voucher) ? voucher.code : null));
    else navigateTop(url); // embedded, but not in our frame page (say, an organizer page that is framed itself)
  } catch (err) {
    // Step 2's own messages (already loaded): "could not create your tickets, try again", not enough left, or a
    // limit's (common.*: the minutes to wait, the tickets per email).
    set(orderFailedAtom, err);
  } finally {
    if (!navigating) set(processingAtom, false);
  }
});
