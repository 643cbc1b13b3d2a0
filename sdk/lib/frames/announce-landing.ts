/**
 * Frame side of the landing protocol (sdk/lib/popup-landing.ts), for the popup landing pages.
 *
 * - It says "showing": the opener sends the popup on to the provider as soon as the gateway answers; when that
 *   answer comes before the new window's first navigation has begun, this page's own load overtakes the redirect
 *   and the popup would spin here forever (braintree-web#627). The opener then repeats its redirect.
 * - It closes itself when the opener asks: Chromium drops a window.close() from the opener that arrives while this
 *   page is still loading (measured: about 1 in 10 closes issued 60 to 120 ms after window.open, with `closed`
 *   reading false again afterwards and every later close() from the opener dropped too), whereas a page may always
 *   close a window that script opened.
 */
import { postToOpener } from "./frame-post.ts";
import { CLOSE_REQUEST, LANDING_SHOWN, channelOfWindowName } from "../popup-landing.ts";

export function announceLanding(): void {
  const channel = channelOfWindowName(window.name);
  if (!channel) return;
  window.addEventListener("message", (event) => {
    const data = event.data as { channel?: unknown; kind?: unknown } | null;
    // Only the window that opened this one can ask, and only for this flow.
    if (event.source === window.opener && data?.channel === channel && data.kind === CLOSE_REQUEST) window.close();
  });
  postToOpener(LANDING_SHOWN, `?channel=${channel}`);
}
