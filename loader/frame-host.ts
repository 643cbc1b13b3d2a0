// The host side of iframe mode, imported by loader.js only when a <ticket-checkout mode="iframe"> exists (or
// by the widget when such an element is added later). It puts the checkout frame (/embed/events/:id, served
// by the checkout server) into each such element's shadow root and runs the host end of the bridge:
// - it acts only on messages whose origin is the checkout server's and whose source is one of its frames,
//   and only after the schema check (widget/embed/messages.ts);
// - top-window navigation only to the allow-list (widget/embed/navigation-allow-list.ts); refusals are logged;
// - the frame's height follows its content; its `ticket-checkout:*` events are re-dispatched on the element;
// - a payment return in the page's address goes into the frame, and leaves the address once handled there;
// - analytics="ga4": the GA4 pushes are made here, into the host page's dataLayer, from the forwarded events;
// - the hosted payment a frame leaves for is kept in this page's sessionStorage (first-party: no third-party
//   storage is needed, so blockers cannot lose it) and handed back to the frame when the buyer comes back.
import { attachGa4 } from "../widget/lib/ga4-ecommerce.ts";
import { cleanReturnUrl } from "../widget/payments/return-params.ts";
import {
  hostMessage,
  parseFrameMessage,
  parsePendingOrder,
  PROTOCOL,
  type PendingOrder,
} from "../widget/embed/messages.ts";
import { checkNavigation } from "../widget/embed/navigation-allow-list.ts";
import { elementLang } from "./element-lang.ts";
import { frameUrl } from "./frame-host/frame-url.ts";

const TAG = "ticket-checkout";
const checkoutOrigin = new URL(import.meta.url).origin;

interface Frame {
  el: HTMLElement;
  iframe: HTMLIFrameElement;
  returned: boolean;
}
const frames: Frame[] = [];

/** Counted refusals, visible in the console (and to tests). */
const refuse = (why: string) => console.warn(`[ticket-checkout] refused a frame message: ${why}`);

let sheet: CSSStyleSheet | undefined;
function frameSheet(): CSSStyleSheet {
  sheet ??= new CSSStyleSheet();
  // Height set from the frame's reports; on phones never taller than the visible viewport (the frame then
  // scrolls inside). No <style> element, no style attribute: works under a strict CSP.
  sheet.replaceSync(
    ":host{display:block}iframe{display:block;width:100%;border:0;color-scheme:normal;height:var(--tc-skeleton-height,320px)}" +
      "@media (max-width:640px){iframe{max-height:100dvh}}",
  );
  return sheet;
}

/** How long a kept hosted payment is offered back: an hour (hosted payment pages expire sooner). */
const PENDING_TTL_MS = 60 * 60 * 1000;
const pendingKey = (el: HTMLElement) => `tc-embed-pending:${el.getAttribute("event")?.trim() ?? ""}`;

function keepPending(el: HTMLElement, pending: PendingOrder): void {
  try {
    sessionStorage.setItem(pendingKey(el), JSON.stringify({ at: Date.now(), pending }));
  } catch {
    // storage blocked: no resume, the payment itself goes on
  }
}

/** The kept hosted payment of this element's event, taken out (offered once), if fresh and in shape. */
function takePending(el: HTMLElement): PendingOrder | null {
  try {
    const raw = sessionStorage.getItem(pendingKey(el));
    sessionStorage.removeItem(pendingKey(el));
    const kept = JSON.parse(raw ?? "null") as { at?: unknown; pending?: unknown } | null;
    if (!kept || typeof kept.at !== "number" || Date.now() - kept.at > PENDING_TTL_MS) return null;
    return parsePendingOrder(kept.pending);
  } catch {
    return null;
  }
}

function mount(el: HTMLElement): void {
  if (el.hasAttribute("data-tc-frame") || !el.getAttribute("event")?.trim()) return;
  el.setAttribute("data-tc-frame", "");
  const { url, returned } = frameUrl(checkoutOrigin, el, location);
  const iframe = document.createElement("iframe");
  iframe.src = url;
  iframe.allow = "payment";
  const de = /^de\b/i.test(elementLang(el));
  iframe.title = el.getAttribute("frame-title") || (de ? "Ticketkauf" : "Ticket checkout");
  const root = el.shadowRoot ?? el.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [frameSheet()];
  root.replaceChildren(iframe);
  frames.push({ el, iframe, returned });
  // The organizer's tag manager reads the host page's dataLayer; the frame's own would reach nobody (and the
  // frame is not told the attribute, so nothing is pushed twice). Attached before the frame loads: no event lost.
  if (el.getAttribute("analytics") === "ga4")
    attachGa4(el, () => ((window as { dataLayer?: unknown[] }).dataLayer ??= []));
}

function onMessage(event: MessageEvent): void {
  const data = event.data as { tc?: unknown } | null;
  const ours = typeof data === "object" && data !== null && data.tc === PROTOCOL;
  if (event.origin !== checkoutOrigin) {
    if (ours) refuse(`origin ${event.origin} is not the checkout server`);
    return; // other frames on the page (videos, maps) are none of our business
  }
  const frame = frames.find((f) => f.iframe.contentWindow === event.source);
  if (!frame) return refuse("its source is not a checkout frame of this page");
  const message = parseFrameMessage(data);
  if (!message) return refuse("malformed or unknown message");
  switch (message.type) {
    case "ready": {
      // A payment return in the address settles the kept payment (step 0 verifies it); else it is offered back.
      const pending = takePending(frame.el);
      const offered = frame.returned ? null : pending;
      // Step 0 in the frame may verify the offered payment, and then says so ("return-handled").
      if (offered) frame.returned = true;
      frame.iframe.contentWindow?.postMessage(
        hostMessage(cleanReturnUrl(location.href), offered ?? undefined),
        checkoutOrigin,
      );
      return;
    }
    case "resize":
      frame.iframe.style.height = `${message.height}px`; // CSSOM, allowed by a strict CSP
      frame.el.setAttribute("data-tc-painted", "");
      return;
    case "navigate": {
      const verdict = checkNavigation(message.url, { checkoutOrigin, hostOrigin: location.origin });
      if (!verdict.ok) return refuse(`navigation to ${JSON.stringify(message.url.slice(0, 200))}: ${verdict.reason}`);
      if (message.pending) keepPending(frame.el, message.pending);
      location.assign(verdict.url);
      return;
    }
    case "event":
      frame.el.dispatchEvent(new CustomEvent(message.name, { detail: message.detail, bubbles: true, composed: true }));
      return;
    case "return-handled":
      if (!frame.returned) return refuse("no payment return was given to this frame");
      frame.returned = false;
      history.replaceState(history.state, "", cleanReturnUrl(location.href));
      return;
  }
}

const scan = () => document.querySelectorAll<HTMLElement>(`${TAG}[mode=iframe]`).forEach(mount);

if (typeof document !== "undefined") {
  addEventListener("message", onMessage);
  scan();
  // Elements an app adds later get their frame too.
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}
