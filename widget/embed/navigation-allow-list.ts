// Where a checkout frame may send the host page's top window (spec §4: the embedded checkout redirects the
// top window to a hosted payment page). Anything else is refused: a compromised or forged frame must not be
// able to turn the organizer's page into an open redirect or run script in it.

/** Hosted payment pages of the providers the checkout uses (https only). */
export const PROVIDER_HOSTS = [
  "www.mollie.com",
  "checkout.stripe.com",
  "www.paypal.com",
  "www.sandbox.paypal.com",
] as const;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export interface NavigationContext {
  /** The checkout server's origin (serves the frame, the demo's sandbox hosted page). */
  checkoutOrigin: string;
  /** The organizer page's own origin (where a hosted payment returns). */
  hostOrigin: string;
}

export type NavigationVerdict = { ok: true; url: string } | { ok: false; reason: string };

/**
 * `https:` on a provider host, the checkout server or the organizer's own origin; `http:` only for those two
 * origins on loopback (the demo and tests). `javascript:`, `data:`, other schemes, credentials in the URL and
 * unknown hosts are refused.
 */
export function checkNavigation(raw: string, ctx: NavigationContext): NavigationVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not an absolute URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL" };
  const own = url.origin === ctx.checkoutOrigin || url.origin === ctx.hostOrigin;
  if (url.protocol === "http:") {
    return own && LOOPBACK.test(url.hostname)
      ? { ok: true, url: url.href }
      : { ok: false, reason: "http is allowed only on loopback" };
  }
  if (own || (PROVIDER_HOSTS as readonly string[]).includes(url.host)) return { ok: true, url: url.href };
  return { ok: false, reason: `host ${url.host} is not on the allow-list` };
}
