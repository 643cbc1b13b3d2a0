// Gateway URLs must be https on the provider's domains (any subdomain). Loopback http URLs are accepted too, but
// only while the page itself is on loopback: that lets a developer run a local gateway without weakening
// production, where the page is never on loopback.
const TRUSTED_DOMAINS = ["paypal.com", "braintreepayments.com", "braintreegateway.com", "braintree-api.com"];
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** True when `url` is a string URL the SDK may send requests to (see above). */
export function isVerifiedDomain(url: unknown): boolean {
  let parsed: URL;
  try {
    // URL parsing lower-cases the scheme and host.
    parsed = new URL(url as string);
  } catch {
    return false;
  }
  const { protocol, hostname } = parsed;
  const https = protocol === "https:";
  if (https && TRUSTED_DOMAINS.includes(hostname.split(".").slice(-2).join("."))) return true;
  const pageHost = (globalThis as { location?: { hostname?: string } }).location?.hostname;
  return (https || protocol === "http:") && LOOPBACK_HOSTS.includes(hostname) && LOOPBACK_HOSTS.includes(pageHost!);
}
