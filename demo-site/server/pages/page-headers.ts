// The security headers of the home, organizer and event pages: CSP (the layout's style by hash; the live providers'
// hosts only outside demo mode), Referrer-Policy and Permissions-Policy.
import { createHash } from "node:crypto";
import type { ProviderName } from "../store/index.ts";

/**
 * What each live provider's script needs on a page that runs the checkout inline (the event page), from the
 * providers' CSP guidance. The demo's sandbox needs none of it: every call and page is on this server.
 */
const PROVIDER_SOURCES: Record<
  ProviderName,
  { script: string[]; frame: string[]; connect: string[]; style?: string[] }
> = {
  stripe: {
    script: ["https://js.stripe.com", "https://*.js.stripe.com"],
    frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    connect: ["https://api.stripe.com"],
  },
  // PayPal's SDK injects styles; its guidance is 'unsafe-inline' for styles (the page's scripts stay strict).
  paypal: {
    script: ["https://*.paypal.com", "https://*.paypalobjects.com"],
    frame: ["https://*.paypal.com", "https://*.paypalobjects.com"],
    connect: ["https://*.paypal.com", "https://*.paypalobjects.com"],
    style: ["'unsafe-inline'"],
  },
  braintree: {
    script: ["https://js.braintreegateway.com", "https://assets.braintreegateway.com"],
    frame: ["https://assets.braintreegateway.com", "https://*.cardinalcommerce.com"],
    connect: [
      "https://api.braintreegateway.com",
      "https://client-analytics.braintreegateway.com",
      "https://*.braintree-api.com",
    ],
  },
  // Mollie's checkout is a page of its own the top window goes to: nothing runs here.
  mollie: { script: [], frame: [], connect: [] },
};

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export interface PageCspOptions {
  /** The page's inline <style> texts, allowed by their hashes (no 'unsafe-inline'). */
  styles: readonly string[];
  /** This server's public origin, which the page's loader snippet names (it may differ from the address used). */
  origin: string;
  /** Live providers whose scripts the inline checkout loads; none in demo mode. */
  providers: readonly ProviderName[];
}

/**
 * The CSP of the organizer, event and home pages: scripts, API calls and styles only from this server (and the live
 * providers' documented hosts when configured), the layout's inline style by hash, no plugins, no <base>, forms
 * only to this server, and framed by no one (the embed page is the one that may be framed).
 */
export function pageCsp({ styles, origin, providers }: PageCspOptions): string {
  const own = origin ? `'self' ${origin}` : "'self'";
  const pick = (kind: "script" | "frame" | "connect" | "style") =>
    providers.flatMap((p) => PROVIDER_SOURCES[p][kind] ?? []);
  const list = (...parts: string[]) => [...new Set(parts.filter(Boolean))].join(" ");
  return [
    "default-src 'none'",
    `script-src ${list(own, ...pick("script"))}`,
    `style-src ${list(own, ...styles.map(hash), ...pick("style"))}`,
    `connect-src ${list(own, ...pick("connect"))}`,
    `img-src ${list(own, "data:", "https:")}`,
    `font-src ${own}`,
    `frame-src ${list(own, ...pick("frame"))}`,
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Payment Request (Apple Pay, Google Pay) for this page and the frames of the providers it runs; the other
 * powerful features the checkout never uses are off.
 */
export function pagePermissionsPolicy(providers: readonly ProviderName[]): string {
  const frames = [...new Set(providers.flatMap((p) => PROVIDER_SOURCES[p].frame.filter((s) => !s.includes("*"))))];
  return [
    `payment=(self${frames.map((f) => ` "${f}"`).join("")})`,
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "usb=()",
  ].join(", ");
}

/** The security headers of every HTML page of ours except the embed page (which sets its own). */
export function pageSecurityHeaders(options: PageCspOptions): Record<string, string> {
  return {
    "content-security-policy": pageCsp(options),
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": pagePermissionsPolicy(options.providers),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
}
