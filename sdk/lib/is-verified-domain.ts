// The registrable domains braintree-web trusts for gateway URLs (src/lib/is-verified-domain.js).
const TRUSTED_DOMAINS = /* @__PURE__ */ new Set(["paypal.com", "braintreepayments.com", "braintreegateway.com", "braintree-api.com"]);
const LOOPBACK_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True when the current page itself is served from a loopback host (local development and tests). */
export function isPageOnLoopback(): boolean {
  const host = (globalThis as { location?: { hostname?: string } }).location?.hostname;
  return typeof host === "string" && LOOPBACK_HOSTS.has(host.toLowerCase());
}

/**
 * True when `url` is https on one of the gateway's domains (last two labels of the host, like braintree-web).
 * The one addition: when the page itself is on a loopback origin, http(s) URLs on a loopback host are
 * accepted too, so a local fake gateway works; a public page can never be pointed at localhost.
 */
export function isVerifiedDomain(url: unknown): boolean {
  if (typeof url !== "string") return false;
  const parsed = parse(url.toLowerCase());
  if (!parsed) return false;
  if (parsed.protocol === "https:" && TRUSTED_DOMAINS.has(parsed.hostname.split(".").slice(-2).join("."))) {
    return true;
  }
  return (
    (parsed.protocol === "http:" || parsed.protocol === "https:") &&
    LOOPBACK_HOSTS.has(parsed.hostname) &&
    isPageOnLoopback()
  );
}
