import { useEffect, useRef, useState } from "react";
import { whenIdle } from "../lib/when-idle.ts";
import { useHydrated } from "./use-hydrated.ts";

// DOMPurify (about 9 KB gzip) is not part of the step-1 code: it is fetched on demand. A client render needs it
// at once (descriptions stay empty until it is here): the element asks for it as it mounts. Hydrated server
// markup already shows the server's sanitized HTML, so there it is fetched once the browser is idle, and its
// fetch, evaluation and re-render do not stand between hydration and the buyer's first click.
type Sanitize = (html: string | null | undefined) => string;
let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
const cache = new Map<string, string>();

/**
 * Starts fetching the sanitizer chunk; resolves once it can be used synchronously. A failed fetch is forgotten,
 * so the next render asks again instead of keeping a rejected promise for the page's life.
 */
export function preloadSanitizer(): Promise<Sanitize> {
  loading ??= import("../lib/sanitize-html.ts").then(
    (m) => (sanitize = m.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Server rendering (the markup route): the server's own sanitizer, since DOMPurify needs a DOM. The client
 * re-sanitizes the same HTML with DOMPurify once it has loaded and replaces the server's output.
 */
let serverSanitize: Sanitize | undefined;
export function setServerSanitizer(fn: Sanitize): void {
  serverSanitize = fn;
}

function sanitizedNow(html: string): string | undefined {
  if (typeof window === "undefined") return serverSanitize?.(html) ?? "";
  if (!sanitize) return undefined;
  let out = cache.get(html);
  if (out === undefined) cache.set(html, (out = sanitize(html)));
  return out;
}

interface Props {
  html: string | null | undefined;
  className: string;
  part: string;
}

/**
 * Organizer HTML (ticket and event descriptions), sanitized by DOMPurify before it reaches the DOM. Until the
 * sanitizer has loaded, the element stays empty; when it hydrates server markup it keeps the server's
 * sanitized HTML (React does not touch innerHTML while hydrating) until DOMPurify's output replaces it.
 */
export function SanitizedHtml({ html, className, part }: Props) {
  const [, setLoaded] = useState(0);
  const hydrated = useHydrated();
  const fromServer = useRef(!hydrated).current; // the first render hydrated the server's markup
  const value = html ? sanitizedNow(html) : "";
  useEffect(() => {
    if (html && value === undefined) {
      let live = true;
      // Not loaded (offline, a server gone): the box stays empty, or keeps the server's HTML when hydrated.
      const load = () =>
        void preloadSanitizer().then(
          () => live && setLoaded((n) => n + 1),
          (error: unknown) => console.warn("ticket-checkout: the HTML sanitizer could not be loaded; descriptions stay empty:", error),
        );
      const cancel = fromServer ? whenIdle(load) : (load(), undefined);
      return () => {
        live = false;
        cancel?.();
      };
    }
  }, [html, value, fromServer]);
  if (!html) return null;
  // An empty result (all of it stripped) still renders the box while loading: hydration sees the same tree.
  if (value === "") return null;
  // While hydrating React keeps the server's HTML whatever is passed; passing "" then makes the render after
  // hydration differ, so React writes DOMPurify's output even when the sanitizer was already there during
  // hydration (a Suspense boundary hydrates later, by when it often is).
  const shown = hydrated || typeof window === "undefined" ? (value ?? "") : "";
  return <div className={className} part={part} dangerouslySetInnerHTML={{ __html: shown }} suppressHydrationWarning />;
}
