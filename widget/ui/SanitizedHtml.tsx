import { sanitizeOrganizerHtml } from "../lib/organizer-html.ts";

// Organizer HTML is sanitized by one DOM-free sanitizer (widget/lib/organizer-html.ts) on the server that paints
// step 1 and in the browser that hydrates it: both render the same HTML, and the same nothing for a description
// that is stripped to nothing, so hydration never meets a box the markup lacks (a mismatch that made React render
// step 1 again beside the painted copy). It is small enough to be part of the step-1 code: no chunk to wait for.
type Sanitize = (html: string | null | undefined) => string;
const cache = new Map<string, string>();

/**
 * Server rendering (the markup route) may name its sanitizer; it must be the same algorithm as the browser's
 * (the demo server passes sanitizeBasicHtml, which is `sanitizeOrganizerHtml`).
 */
let serverSanitize: Sanitize | undefined;
export function setServerSanitizer(fn: Sanitize): void {
  serverSanitize = fn;
}

function sanitized(html: string): string {
  if (typeof window === "undefined") return (serverSanitize ?? sanitizeOrganizerHtml)(html);
  let out = cache.get(html);
  if (out === undefined) cache.set(html, (out = sanitizeOrganizerHtml(html)));
  return out;
}

interface Props {
  html: string | null | undefined;
  className: string;
  part: string;
}

/** Organizer HTML (ticket and event descriptions), sanitized before it reaches the DOM; nothing if none is left. */
export function SanitizedHtml({ html, className, part }: Props) {
  const value = html ? sanitized(html) : "";
  if (!value) return null;
  return <div className={className} part={part} dangerouslySetInnerHTML={{ __html: value }} />;
}
