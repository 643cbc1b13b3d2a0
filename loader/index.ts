// The organizer's <script async src="ORIGIN/loader.js">: reserves room for every <ticket-checkout> at once,
// then imports the widget entry chunk (its hashed name is baked in at build time) from the same origin.
// Classic script, kept tiny: no framework, no work outside a browser, safe to include twice.

declare const __WIDGET_ENTRY__: string;
declare const __WIDGET_PRELOAD__: string[]; // the hashes of chunk-<hash>.js files

const TAG = "ticket-checkout";
const LOAD_TIMEOUT_MS = 15_000;
const FLAG = "__ticketCheckoutLoader";

/** The markup route's answer (demo-site/server/routes/event-markup.ts); the widget reads `event` and more. */
interface FirstPaint {
  html: string;
  css: string;
  event: unknown;
}

interface LoaderGlobal {
  [FLAG]?: { take: (url: string) => Promise<FirstPaint | undefined> | undefined };
}

function scriptOrigin(): string {
  // currentScript is set for classic scripts, async included; the search covers odd hosts (e.g. a tag manager
  // running the code inline), and the page origin is the last resort.
  const script =
    (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="/loader.js"]');
  return new URL(script?.src || location.href, location.href).origin;
}

function injectPlaceholderStyle(): void {
  const style = document.createElement("style");
  style.setAttribute("data-ticket-checkout", "");
  style.textContent =
    `${TAG}{display:block}` +
    // The placeholder pulses its opacity only (no repaint of the page's layout); gone once the markup is painted.
    `${TAG}:not(:defined):not([data-tc-painted]){min-height:var(--tc-skeleton-height,320px);border-radius:var(--tc-radius,8px);` +
    `background:#eceef1;animation:tc-pulse .9s infinite alternate}` +
    `html[data-tc-failed] ${TAG}:not(:defined){animation:none;background:#fbeaea;color:#6b1111;padding:16px;font:16px/1.4 system-ui,sans-serif}` +
    // Elements an app adds after the failure get the message too (without a button).
    `html[data-tc-failed] ${TAG}:not(:defined):not([data-tc-error])::before{content:"The ticket checkout could not be loaded."}` +
    `@keyframes tc-pulse{to{opacity:.5}}`;
  document.head.append(style);
}

function showFailure(retry: () => void): void {
  document.documentElement.setAttribute("data-tc-failed", "");
  document.querySelectorAll<HTMLElement>(`${TAG}:not(:defined)`).forEach((el) => {
    if (el.hasAttribute("data-tc-error")) return;
    const de = /^de\b/i.test(el.lang || document.documentElement.lang || navigator.language); // same default as the widget
    const box = document.createElement("div");
    box.setAttribute("role", "alert");
    box.setAttribute("data-tc-message", "");
    box.textContent = de ? "Der Ticketkauf konnte nicht geladen werden. " : "The ticket checkout could not be loaded. ";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = de ? "Erneut versuchen" : "Retry";
    button.onclick = retry;
    box.append(button);
    el.setAttribute("data-tc-error", "");
    // The message is light DOM: a shadow root (painted markup, which cannot work without the code) shows it
    // through a slot, and one made here keeps markup that arrives later from covering it.
    (el.shadowRoot ?? el.attachShadow({ mode: "open" })).innerHTML = "<slot>";
    el.append(box);
  });
}

function clearFailure(): void {
  document.documentElement.removeAttribute("data-tc-failed");
  document.querySelectorAll(`${TAG}[data-tc-error]`).forEach((el) => {
    el.removeAttribute("data-tc-error");
    el.querySelector("[data-tc-message]")?.remove();
  });
}

function start(): void {
  const global = window as unknown as LoaderGlobal;
  if (global[FLAG]) return; // included twice
  const base = `${scriptOrigin()}/widget/`;
  for (const hash of __WIDGET_PRELOAD__) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = `${base}chunk-${hash}.js`;
    // No crossOrigin: a module preload without it fetches in CORS mode with credentials "same-origin", the
    // same request as the import() below, so the preloaded module is the one the import takes.
    document.head.append(link);
  }
  injectPlaceholderStyle();
  // One request per event while the widget code downloads and compiles: the event and the server's markup of
  // step 1, painted at once into the element's shadow root (React hydrates it later). The widget takes each
  // answer once; without one (request failed, code came first) it renders on the client.
  const origin = base.slice(0, -"/widget/".length);
  const prefetched = new Map<string, Promise<FirstPaint | undefined>>();
  const paint = (el: HTMLElement, answer: FirstPaint) => {
    if (el.shadowRoot) return;
    // Without constructable stylesheets this throws before the element is touched: the widget renders it.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(answer.css);
    const root = el.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = answer.html; // React's escaped output from our own origin, like the code itself
    (el as HTMLElement & { tcPaint?: FirstPaint }).tcPaint = answer;
    el.setAttribute("data-tc-painted", "");
  };
  const prefetch = () =>
    document.querySelectorAll<HTMLElement>(`${TAG}[event]`).forEach((el) => {
      const id = el.getAttribute("event")!.trim();
      const url = `${origin}/api/events/${encodeURIComponent(id)}`;
      // The same language and currency the widget will pick, and the buyer's time zone for the date.
      const query = new URLSearchParams({
        lang: el.lang.trim() || document.documentElement.lang, // else the server takes Accept-Language
        currency: el.getAttribute("currency") || "",
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
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
