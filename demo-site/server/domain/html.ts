// Safe HTML for the server's answers: the `html` template tag that escapes what it interpolates, and organizer HTML
// sanitized by the widget's own sanitizer. Below both kinds of handlers (pages/, routes/), so neither imports the other.

import { sanitizeOrganizerHtml } from "../../../widget/lib/organizer-html.ts";
import { escapeHtml } from "./escape-html.ts";

/** HTML that is already safe: built by `html` or sanitized. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

// Shared with the mails (domain/mail), which escape organizer text the same way.
export { escapeHtml };

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** Template tag: every interpolated value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

/**
 * Organizer-written description HTML, sanitized by the widget's own sanitizer (widget/lib/organizer-html.ts): the
 * demo's event page, the widget's server markup and the widget in the browser show the same HTML for it.
 */
export function sanitizeBasicHtml(input: string): SafeHtml {
  return new SafeHtml(sanitizeOrganizerHtml(input));
}
