// The organizer's <script async src="ORIGIN/loader.js">: reserves room for every <ticket-checkout> at once,
// then imports the widget entry chunk (its hashed name is baked in at build time) from the same origin.
// Classic script, kept tiny: no framework, no work outside a browser, safe to include twice.

declare const __WIDGET_ENTRY__: string;
declare const __WIDGET_PRELOAD__: string[];

const TAG = "ticket-checkout";
const LOAD_TIMEOUT_MS = 15_000;
const FLAG = "__ticketCheckoutLoader";

interface LoaderGlobal {
  [FLAG]?: { load: () => Promise<void>; take: (url: string) => Promise<Response | undefined> | undefined };
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
    `${TAG}:not(:defined){min-height:var(--tc-skeleton-height,320px);border-radius:var(--tc-radius,8px);` +
    `background:linear-gradient(90deg,#f1f2f4,#e6e8eb,#f1f2f4) 0 0/200% 100%;animation:tc-pulse 1.2s linear infinite}` +
    `${TAG}[data-tc-error]:not(:defined),html[data-tc-failed] ${TAG}:not(:defined){animation:none;background:#fbeaea;color:#6b1111;padding:16px;font:16px/1.4 system-ui,sans-serif}` +
    // Elements an app adds after the failure get the message too (without a button).
    `html[data-tc-failed] ${TAG}:not(:defined):not([data-tc-error])::before{content:"The ticket checkout could not be loaded."}` +
    `@keyframes tc-pulse{to{background-position:-200% 0}}`;
  document.head.appendChild(style);
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
    box.appendChild(button);
    el.setAttribute("data-tc-error", "");
    el.appendChild(box);
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
  performance.mark?.("tc:loader-start");
  const base = `${scriptOrigin()}/widget/`;
  for (const file of __WIDGET_PRELOAD__) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = base + file;
    link.crossOrigin = "anonymous";
    document.head.appendChild(link);
  }
  injectPlaceholderStyle();
  // Ask for the events while the widget code downloads and compiles; the widget takes each answer once.
  const origin = base.slice(0, -"/widget/".length);
  const prefetched = new Map<string, Promise<Response | undefined>>();
  const prefetch = () =>
    document.querySelectorAll(`${TAG}[event]`).forEach((el) => {
      const id = el.getAttribute("event")!.trim();
      const url = `${origin}/api/events/${encodeURIComponent(id)}`;
      // An empty event is the widget's own message; asking for it would only log a 404 on the host page.
      if (id && !prefetched.has(url)) prefetched.set(url, fetch(url, { headers: { accept: "application/json" } }).catch(() => undefined));
    });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prefetch, { once: true });
  else prefetch();
  const take = (url: string) => {
    const answer = prefetched.get(url);
    prefetched.set(url, Promise.resolve(undefined)); // a retry fetches afresh
    return answer;
  };
  let pending: Promise<void> | undefined;
  let attempt = 0;
  const load = (): Promise<void> => {
    if (customElements.get(TAG)) return Promise.resolve();
    // A failed module fetch may be remembered by the browser: a retry asks for a fresh URL.
    const url = base + __WIDGET_ENTRY__ + (attempt++ ? `?retry=${attempt}` : "");
    pending ??= Promise.race([
      import(/* webpackIgnore: true */ url).then(() => undefined),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), LOAD_TIMEOUT_MS)),
    ]).catch(() => {
      pending = undefined; // let a retry start over
      if (!customElements.get(TAG)) {
        showFailure(() => {
          clearFailure();
          void load();
        });
      }
    });
    return pending;
  };
  global[FLAG] = { load, take };
  void load();
}

if (typeof window !== "undefined" && typeof document !== "undefined" && typeof customElements !== "undefined") start();

// A module for the type checker and tests; esbuild bundles it as a classic IIFE script.
export {};
