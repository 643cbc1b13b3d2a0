// The organizer's <script async src="ORIGIN/loader.js">: reserves room for every <ticket-checkout> at once,
// then imports the widget entry chunk (its hashed name is baked in at build time) from the same origin.
// Classic script, kept tiny: no framework, no work outside a browser, safe to include twice.
// Elements with mode="iframe" are left to the frame-host chunk (loader/frame-host.ts), imported only for them.
import { paint, type FirstPaint } from "./paint.ts";

declare const __WIDGET_ENTRY__: string;
declare const __WIDGET_PRELOAD__: string[]; // the hashes of chunk-<hash>.js files

const TAG = "ticket-checkout";
const LOAD_TIMEOUT_MS = 15_000;
const FLAG = "__ticketCheckoutLoader";
/** Not yet defined and not in iframe mode (those show their frame, never the widget's placeholder). */
const WAITING = `${TAG}:not(:defined):not([mode=iframe])`;

interface LoaderGlobal {
  [FLAG]?: { take: (url: string) => Promise<FirstPaint | undefined> | undefined };
}

function scriptOrigin(): string {
  // currentScript is set for classic scripts, async included; the search covers odd hosts (e.g. a tag manager
  // running the code inline), and the page origin is the last resort.
  const script =
    (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="/loader.js"]');
  return new URL(script?.src || location.href).origin; // both absolute (the src property is resolved)
}

function injectPlaceholderStyle(): void {
  // A constructable stylesheet, not a <style> element: pages with a strict CSP (no 'unsafe-inline') get it too.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `${TAG}{display:block}` +
      // The placeholder pulses its opacity only (no repaint of the page's layout); gone once the markup is painted.
      `${TAG}:not(:defined):not([data-tc-painted]){min-height:var(--tc-skeleton-height,320px);border-radius:var(--tc-radius,8px);` +
      `background:#eceef1;animation:tc-pulse .9s infinite alternate}` +
      `html[data-tc-failed] ${WAITING}{animation:none;background:#fbeaea;color:#6b1111;padding:16px;font:16px/1.4 system-ui}` +
      // Elements an app adds after the failure get the message too (without a button); those with a box are not empty.
      `html[data-tc-failed] ${WAITING}:empty::before{content:"The ticket checkout could not be loaded."}` +
      `@keyframes tc-pulse{to{opacity:.5}}`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function showFailure(retry: () => void): void {
  document.documentElement.setAttribute("data-tc-failed", "");
  // Every box was removed before a retry (clearFailure): each element gets one.
  document.querySelectorAll<HTMLElement>(WAITING).forEach((el) => {
    const de = /^de\b/i.test(el.lang || document.documentElement.lang || navigator.language); // same default as the widget
    // The message is light DOM: a shadow root (painted markup, which cannot work without the code) shows it
    // through a slot, and one made here keeps markup that arrives later from covering it. Fixed text only.
    (el.shadowRoot ?? el.attachShadow({ mode: "open" })).innerHTML = "<slot>";
    el.insertAdjacentHTML(
      "beforeend",
      `<div role=alert data-tc-message>${de ? "Der Ticketkauf konnte nicht geladen werden. <button type=button>Erneut versuchen" : "The ticket checkout could not be loaded. <button type=button>Retry"}</button></div>`,
    );
    (el.lastChild!.lastChild as HTMLElement).onclick = retry;
  });
}

function clearFailure(): void {
  document.documentElement.removeAttribute("data-tc-failed");
  document.querySelectorAll(`${TAG}>[data-tc-message]`).forEach((box) => box.remove());
}

function start(): void {
  const global = window as unknown as LoaderGlobal;
  if (global[FLAG]) return; // included twice
  const origin = scriptOrigin();
  const base = `${origin}/widget/`;
  for (const hash of __WIDGET_PRELOAD__) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = `${base}chunk-${hash}.js`;
    // No crossOrigin: a module preload without it fetches in CORS mode with credentials "same-origin", the
    // same request as the import() below, so the preloaded module is the one the import takes.
    document.head.append(link);
  }
  try {
    injectPlaceholderStyle();
  } catch {
    // no constructable stylesheets (Safari before 16.4): no placeholder; the widget renders all the same
  }
  // One request per event while the widget code downloads and compiles: the event and the server's markup of
  // step 1, painted at once into the element's shadow root (React hydrates it later). The widget takes each
  // answer once; without one (request failed, code came first) it renders on the client.
  const prefetched = new Map<string, Promise<FirstPaint | undefined>>();
  const prefetch = () => {
    if (document.querySelector(`${TAG}[mode=iframe]`)) void import(/* webpackIgnore: true */ `${base}frame-host.js`);
    document.querySelectorAll<HTMLElement>(`${TAG}[event]:not([mode=iframe])`).forEach((el) => {
      const id = el.getAttribute("event")!.trim();
      const url = `${origin}/api/events/${encodeURIComponent(id)}`;
      // The same language and currency the widget will pick, and the buyer's UTC offset for the date: not the
      // zone's name, since the page's first Intl call costs 240-800 ms at 4x CPU, all before this request. The
      // widget re-formats the date after hydrating (the offset is today's; the event may be across a DST change).
      const query = new URLSearchParams({
        lang: el.lang.trim() || document.documentElement.lang, // else the server takes Accept-Language
        currency: el.getAttribute("currency") || "",
        tzo: "" + new Date().getTimezoneOffset(),
      });
      // An empty event is the widget's own message; asking for it would only log a 404 on the host page.
      if (id && !prefetched.has(url))
        prefetched.set(
          url,
          fetch(`${url}/markup?${query}`)
            .then((r) => (r.ok ? r.json() : undefined))
            .then((answer?: FirstPaint) => (answer && paint(el, answer), answer))
            .catch(() => undefined),
        );
    });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prefetch);
  else prefetch();
  const take = (url: string) => {
    const answer = prefetched.get(url);
    prefetched.delete(url); // a retry fetches afresh (the prefetch ran once, at the start)
    return answer;
  };
  let pending: Promise<unknown> | undefined;
  let attempt = 0;
  const load = (): void => {
    if (customElements.get(TAG)) return;
    // A failed module fetch may be remembered by the browser: a retry asks for a fresh URL.
    const url = base + __WIDGET_ENTRY__ + (attempt++ ? `?retry=${attempt}` : "");
    pending ??= Promise.race([
      import(/* webpackIgnore: true */ url),
      new Promise<never>((_, reject) => setTimeout(reject, LOAD_TIMEOUT_MS)),
    ]).catch(() => {
      pending = undefined; // let a retry start over
      if (!customElements.get(TAG)) {
        showFailure(() => {
          clearFailure();
          load();
        });
      }
    });
  };
  global[FLAG] = { take };
  load();
}

if (typeof customElements !== "undefined") start(); // browsers only (customElements implies window and document)

// A module for the type checker and tests; esbuild bundles it as a classic IIFE script.
export {};
