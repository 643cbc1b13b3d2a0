import { claimPaymentReturn } from "../../widget/payments/return-detect.ts";
import { RETURN_PARAMS } from "../../widget/payments/return-params.ts";
import { elementLang } from "../element-lang.ts";

/** Attributes of <ticket-checkout> the frame page renders its element with (the same names). */
const ATTRIBUTES = ["lang", "currency", "country", "voucher", "guest-list-token"] as const;
/** Parameters of the host page's own address the widget reads: they go into the frame's address. */
const PAGE_PARAMS = ["voucher", "guestlist"] as const;

/**
 * The frame's address for one host element: `/embed/events/:id` with the element's attributes, the page's
 * language and the buyer's time zone (the server renders step 1 with them), the page's voucher/guest-list
 * parameters, and, for the one checkout that claims it, a payment return (spec §2 step 0), which the widget
 * in the frame then handles as it would inline. `returned` says whether this frame got the return.
 */
export function frameUrl(checkoutOrigin: string, el: HTMLElement, page: Location): { url: string; returned: boolean } {
  const id = el.getAttribute("event")?.trim() ?? "";
  const url = new URL(`/embed/events/${encodeURIComponent(id)}`, checkoutOrigin);
  const q = url.searchParams;
  for (const name of ATTRIBUTES) {
    const value = name === "lang" ? elementLang(el) : el.getAttribute(name);
    if (value) q.set(name, value);
  }
  const pageParams = new URLSearchParams(page.search);
  for (const name of PAGE_PARAMS) {
    const value = pageParams.get(name);
    if (value) q.set(name, value);
  }
  const returned = claimPaymentReturn(page.search, id || null);
  if (returned) {
    for (const name of RETURN_PARAMS) {
      const value = pageParams.get(name);
      if (value !== null) q.set(name, value);
    }
  }
  return { url: url.href, returned };
}
