/**
 * Frame side of the landing report (LANDING_SHOWN in sdk/lib/popup-flow.ts), for the popup landing pages. The
 * opener sends the popup on to the provider as soon as the gateway answers; when that answer comes before the new
 * window's first navigation has begun, the landing page's own load overtakes the redirect and the popup would spin
 * here forever (braintree-web#627). Saying "I am showing" lets the opener repeat its redirect. The flow's channel
 * is the suffix of the window name (`<prefix>_<32 hex>`), because the landing URL itself carries no query.
 */
import { postToOpener } from "./frame-post.ts";

export function announceLanding(): void {
  const channel = /_([0-9a-f]{32})$/.exec(window.name)?.[1];
  if (channel) postToOpener("landing", `?channel=${channel}`);
}
