"use client";
import { createElement, useEffect, useRef, type CSSProperties, type ReactElement } from "react";
import type { HostEventDetails, HostEventName } from "../lib/host-events.ts";

/** Attributes of <ticket-checkout> (README "Embedding the checkout") as props; README "React" for the rest. */
export interface TicketCheckoutAttributes {
  /** Required: the event id. */
  event: string | number;
  /** en, de, nl or fr (region tags work); default: the page's <html lang>, else the browser language. */
  lang?: string;
  /** ISO code prices are shown in (no conversion). */
  currency?: string;
  /** Two-letter buyer country. */
  country?: string;
  /** Voucher code applied when step 2 opens. */
  voucher?: string;
  /** Guest-list invitation token (attribute `guest-list-token`). */
  guestListToken?: string;
  /** "ga4": push GA4 ecommerce events to window.dataLayer (read when the element mounts). */
  analytics?: "ga4";
  /** "iframe": the checkout runs in a frame served by the checkout server (read when the element connects). */
  mode?: "inline" | "iframe";
}

type Handler<K extends HostEventName> = (detail: HostEventDetails[K], event: CustomEvent<HostEventDetails[K]>) => void;

export interface TicketCheckoutCallbacks {
  onReady?: Handler<"ready">;
  onTicketsChanged?: Handler<"tickets-changed">;
  onStep?: Handler<"step">;
  onPaymentStarted?: Handler<"payment-started">;
  onComplete?: Handler<"complete">;
  onError?: Handler<"error">;
}

export interface TicketCheckoutProps extends TicketCheckoutAttributes, TicketCheckoutCallbacks {
  /**
   * The organizer's loader script, `ORIGIN/loader.js`: added once to the page (async, crossorigin) when no <ticket-checkout>
   * is defined yet and no script with this src is there. Leave it out when the page has the `<script>` already.
   */
  loaderSrc?: string;
  id?: string;
  className?: string;
  /** Also sets the theme: `{ "--tc-primary": "#e4572e" }`. */
  style?: CSSProperties & Record<`--tc-${string}`, string>;
}

/** Prop → attribute (every attribute widget/element.ts observes, plus analytics). */
const ATTRIBUTES: Record<keyof TicketCheckoutAttributes, string> = {
  event: "event",
  lang: "lang",
  currency: "currency",
  country: "country",
  voucher: "voucher",
  guestListToken: "guest-list-token",
  analytics: "analytics",
  mode: "mode",
};

const CALLBACKS: Record<keyof TicketCheckoutCallbacks, HostEventName> = {
  onReady: "ready",
  onTicketsChanged: "tickets-changed",
  onStep: "step",
  onPaymentStarted: "payment-started",
  onComplete: "complete",
  onError: "error",
};

/** Adds the loader once per page (SSR: never runs; effects are client-only). */
function ensureLoader(src: string): void {
  if (customElements.get("ticket-checkout")) return;
  for (const script of document.scripts) if (script.src === new URL(src, location.href).href) return;
  const script = document.createElement("script");
  script.async = true;
  // As the snippet: fetched without credentials, it shares one connection with the markup request and the code.
  script.crossOrigin = "anonymous";
  script.src = src;
  document.head.append(script);
}

/**
 * <ticket-checkout> for React apps: renders the custom element with its attributes (also on the server: the
 * loader paints and the widget hydrates it as for plain HTML) and calls the `on*` props with each host event's
 * `detail`. React itself is the app's (a peer dependency, not bundled).
 */
export function TicketCheckout(props: TicketCheckoutProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  // The latest callbacks, read when an event arrives: new function props do not re-register listeners.
  const callbacks = useRef<TicketCheckoutCallbacks>(props);
  callbacks.current = props;
  const { loaderSrc } = props;

  useEffect(() => {
    if (loaderSrc) ensureLoader(loaderSrc);
  }, [loaderSrc]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const stops = Object.entries(CALLBACKS).map(([prop, name]) => {
      const listener = (event: Event) => {
        const handler = callbacks.current[prop as keyof TicketCheckoutCallbacks] as
          ((d: unknown, e: Event) => void) | undefined;
        handler?.((event as CustomEvent).detail, event);
      };
      element.addEventListener(`ticket-checkout:${name}`, listener);
      return () => element.removeEventListener(`ticket-checkout:${name}`, listener);
    });
    return () => stops.forEach((stop) => stop());
  }, []);

  const attributes: Record<string, unknown> = { ref, id: props.id, className: props.className, style: props.style };
  for (const [prop, attribute] of Object.entries(ATTRIBUTES)) {
    const value = props[prop as keyof TicketCheckoutAttributes];
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JavaScript callers may pass null
    if (value !== undefined && value !== null && value !== "") attributes[attribute] = String(value);
  }
  return createElement("ticket-checkout", attributes);
}
