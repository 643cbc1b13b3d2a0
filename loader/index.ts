// The organizer's <script async crossorigin src="ORIGIN/loader.js">: asks the server for each <ticket-checkout>'s step-1 markup
// and paints it, reserves room meanwhile, preloads the widget code and runs it once the markup is on screen
// (the entry chunk's hashed name is baked in at build time). Classic script, kept tiny: no framework, no work
// outside a browser, safe to include twice. Elements with mode="iframe" are left to the frame-host chunk
// (loader/frame-host.ts), imported only for them.
import { paint, type FirstPaint } from "./paint.ts";
import { warmFonts } from "./warm-fonts.ts";
import { elementLang } from "./element-lang.ts";

declare const __WIDGET_ENTRY__: string;

const TAG = "ticket-checkout";
const LOAD_TIMEOUT_MS = 15_000;
/** How long the markup may take; after that the code renders on the client. */
const MARKUP_WAIT_MS = 3_000;
const FLAG = "__ticketCheckoutLoader";
/**
 * How long the markup may take before the placeholder shows. A markup answer within it is painted into a page that
 * has not changed since its own first frame: at 4x CPU the placeholder's frame came between the loader's task and
 * the answer, and held the answer back (bench, 3 runs of 11 alternating: first row painted 688/624/609 ->
 * 557/529/585 ms). A slower answer (a slow network, or the widget rendering on the client) gets the placeholder.
 */
const PLACEHOLDER_DELAY_MS = 300;
/** Not yet defined and not in iframe mode (those show their frame, never the widget's placeholder). */
const WAITING = `${TAG}:not(:defined):not([mode=iframe])`;

interface LoaderGlobal {
  [FLAG]?: true;
}

function scriptOrigin(): string {
  // currentScript is set for classic scripts, async included; the search covers odd hosts (e.g. a tag manager
  // running the code inline), and the page origin is the last resort.
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="/loader.js"]');
  return new URL(script?.src || location.href).origin; // both absolute (the src property is resolved)
}

/** The placeholder's and the failure message's sheet; once (it then replaces itself with a no-op). */
let placeholderStyle = (): void => {
  placeholderStyle = () => {};
  try {
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
  } catch {
    // no constructable stylesheets (Safari before 16.4): no placeholder; the widget renders all the same
  }
};

/** With `retry`: the failure message and a Retry button on every waiting element; without: both gone. */
function showFailure(retry?: () => void): void {
  placeholderStyle();
  document.documentElement.toggleAttribute("data-tc-failed", !!retry);
  document.querySelectorAll(`${TAG}>[data-tc-message]`).forEach((box) => box.remove());
  if (retry)
    document.querySelectorAll<HTMLElement>(WAITING).forEach((el) => {
      const de = /^de\b/i.test(elementLang(el) || navigator.language); // same default as the widget
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

function start(): void {
  const global = window as unknown as LoaderGlobal;
  if (global[FLAG]) return; // included twice
  const origin = scriptOrigin();
  const base = `${origin}/widget/`;
  // One request per element, sent before anything else the loader does: the event and the server's markup of
  // step 1, painted at once into the element's shadow root (React hydrates it, taking the event from it).
  // Without an answer (request failed or timed out) the widget renders on the client. Run at once for the
  // elements already parsed, and at DOMContentLoaded for the rest (`tcAsked`: each element is asked for once).
  const prefetch = () => {
    const asked = Promise.all(
      // eslint-disable-next-line @typescript-eslint/await-thenable -- an element asked for already gives undefined
      [...document.querySelectorAll<HTMLElement & { tcAsked?: true }>(`${TAG}[event]:not([mode=iframe])`)].map((el) => {
        if (el.tcAsked) return;
        el.tcAsked = true;
        const id = el.getAttribute("event")!.trim();
        // The same language and currency the widget will pick. No zone: dates are shown in the event's own.
        const query = new URLSearchParams({
          lang: elementLang(el), // else the server takes Accept-Language
          currency: el.getAttribute("currency") || "",
        });
        // An empty event is the widget's own message; asking for it would only log a 404 on the host page.
        if (!id) return;
        const answer = fetch(`${origin}/api/events/${encodeURIComponent(id)}/markup?${query}`, {
          signal: AbortSignal.timeout(MARKUP_WAIT_MS),
        });
        let answered: unknown;
        warmFonts(() => answered); // while the request is out
        return answer
          .then((r) => (answered = r.ok) && r.json())
          .then((answer?: FirstPaint) => answer && paint(el, answer))
          .catch(() => undefined)
          .then(() => requestAnimationFrame(() => setTimeout(preload)));
      }),
    );
    // After the markup requests: iframe mode's chunk is not on the painted rows' path.
    if (document.querySelector(`${TAG}[mode=iframe]`)) void import(/* webpackIgnore: true */ `${base}frame-host.js`);
    return asked;
  };
  // The code (one file: scripts/merge-initial.mjs joins the entry and its static imports) is preloaded in the first
  // task after the frame that lays out the first markup (or once its request has failed); `load` imports it once
  // every element's answer is in (and the page parsed), which may be later. Not earlier: at 4x CPU, handling those
  // responses and compiling them held the markup answer back (first row 571 -> 402 ms without), preloading straight
  // after the markup was inserted still put a ~70 ms task before that frame (bench, 15 loads: first row 537 -> 442
  // ms), and preloading from the frame's animation callback (inserting the link and starting its request inside
  // that frame) held its paint back: out of it, the first row came a median 17-23 ms sooner (3 runs of 31 paired
  // loads) with the first "+" unchanged. No crossOrigin: a module preload without it fetches in CORS mode with
  // credentials "same-origin", the same request as the import() below, so the import takes it.
  let preloaded = 0; // once, for the first element's answer
  const preload = () =>
    preloaded++ ||
    document.head.insertAdjacentHTML("beforeend", `<link rel=modulepreload href=${base + __WIDGET_ENTRY__}>`);
  const painted = Promise.all([
    prefetch(),
    document.readyState == "loading" &&
      new Promise((done) => document.addEventListener("DOMContentLoaded", done)).then(prefetch),
  ]);
  // Not at once (PLACEHOLDER_DELAY_MS); a failure adopts it at once. Elements painted by then match none of its
  // rules but `display:block`, which their markup's `:host` already sets.
  setTimeout(placeholderStyle, PLACEHOLDER_DELAY_MS);
  let attempt = 0;
  // Called once the markup is on screen, and again by Retry (which exists only after a failed attempt).
  const load = (): void => {
    // A failed module fetch is remembered by the browser (the HTML spec's module map; Chromium 150 here), and so
    // are the chunks the entry imports by relative URL: a retry loads the whole graph under a fresh folder,
    // `widget/r<n>/`, which the server maps onto `widget/` (no module of a failed graph was ever run).
    const url = base + (attempt++ ? `r${attempt}/` : "") + __WIDGET_ENTRY__;
    Promise.race([
      import(/* webpackIgnore: true */ url),
      new Promise((_, reject) => setTimeout(reject, LOAD_TIMEOUT_MS)),
    ]).catch(
      () =>
        customElements.get(TAG) ||
        showFailure(() => {
          showFailure();
          load();
        }),
    );
  };
  global[FLAG] = true;
  // ...but runs only once the markup is on screen: its evaluation and React's hydration take hundreds of ms on
  // a slow phone, and a markup answer arriving during them would wait. The code starts in the task after the
  // first frame that shows the markup (a hidden tab draws no frames: it loads when shown), or once the markup
  // request has failed or timed out (MARKUP_WAIT_MS).
  void painted.then(() => requestAnimationFrame(() => setTimeout(load)));
}

if (typeof customElements !== "undefined") start(); // browsers only (customElements implies window and document)

// A module for the type checker and tests; esbuild bundles it as a classic IIFE script.
export {};
