import { escapeHtml } from "../domain/escape-html.ts";

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

const allowedTags = new Set(["b", "strong", "i", "em", "u", "p", "br", "ul", "ol", "li", "h3", "h4", "small", "span"]);

/**
 * Organizer-written description HTML, reduced to a few formatting tags without attributes: enough for
 * the demo's descriptions, and no script, handler or link can survive.
 */
export function sanitizeBasicHtml(input: string): SafeHtml {
  let out = "";
  let last = 0;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  const text = (s: string) => escapeHtml(s.replace(/&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/g, (e) => decodeEntity(e)));
  for (let m = tag.exec(input); m; m = tag.exec(input)) {
    out += text(input.slice(last, m.index));
    const name = (m[2] ?? "").toLowerCase();
    if (allowedTags.has(name)) out += name === "br" ? "<br>" : `<${m[1]}${name}>`;
    last = tag.lastIndex;
  }
  out += text(input.slice(last));
  return new SafeHtml(out);
}

function decodeEntity(entity: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", euro: "€" };
  const body = entity.slice(1, -1);
  if (body.startsWith("#x")) return String.fromCodePoint(parseInt(body.slice(2), 16) || 0xfffd);
  if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)) || 0xfffd);
  return named[body] ?? entity;
}
