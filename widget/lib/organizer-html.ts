import { tokenize, type HtmlToken } from "./organizer-html-tokens.ts";

// The one sanitizer of organizer HTML (event description, ticket descriptions), without a DOM: the server's markup
// (demo-site/server/domain/html.ts) and the widget (ui/SanitizedHtml.tsx) run this same code, so the
// painted step 1 and the hydrating client agree on every description, down to whether it is empty.
//
// It keeps a short list of formatting tags and attributes and rebuilds the HTML from them: every kept element is
// closed explicitly and nested as the HTML parser would nest it (no <p> around a list, <tbody> in tables, no link
// inside a link), and all text and attribute values are escaped. So the output parses back to exactly itself, in any
// document mode, and nothing but the allowed elements and attributes can come out of it: no script, handler,
// style, svg or javascript: URL.

const INLINE = ["a", "b", "strong", "i", "em", "u", "s", "small", "span", "sub", "sup"];
const BLOCK = ["p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "hr"];
const TABLE_PARTS = ["thead", "tbody", "tfoot", "tr", "td", "th"];
/** The elements the sanitizer keeps. */
export const ORGANIZER_TAGS: readonly string[] = [...INLINE, ...BLOCK, ...TABLE_PARTS, "br", "img"];
/** The attributes it keeps (on some of those elements only), target and rel being its own. */
export const ORGANIZER_ATTRIBUTES: readonly string[] = [
  "href",
  "title",
  "target",
  "rel",
  "src",
  "alt",
  "width",
  "height",
  "colspan",
  "rowspan",
  "start",
];

const KEPT = new Set(ORGANIZER_TAGS);
const VOID = new Set(["br", "hr", "img"]);
const CLOSES_P = new Set(BLOCK);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Inside these only table structure may follow (the parser moves anything else out of the table). */
const TABLE_CONTEXT = new Set(["table", "thead", "tbody", "tfoot", "tr"]);
/** Scope limits: an end tag or a <p> closing does not reach past a table or a cell. */
const BOUNDARY = new Set(["table", "td", "th"]);
const TABLE_ONLY = new Set(["table"]);
/** Elements dropped together with everything inside them (foreign content, templates, embedded objects). */
const DROPPED_WITH_CONTENT = new Set(["svg", "math", "template", "select", "object", "embed", "applet", "frameset"]);
/** Deeper than this, tags are dropped (their text kept): no parser depth limit is ever reached. */
const MAX_DEPTH = 24;

const escapeText = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
const escapeAttr = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");

/** A URL the buyer may follow or load: http(s), mail and phone links, or relative; undefined otherwise. */
function safeUrl(value: string, schemes: readonly string[]): string | undefined {
  const url = value.replace(/[\t\n\r]/g, "").trim();
  // Control characters and spaces before the scheme are dropped by browsers' URL parsers, so they are here too.
  // eslint-disable-next-line no-control-regex -- the control characters are what this removes
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ""))?.[1]?.toLowerCase();
  return scheme === undefined || schemes.includes(scheme) ? url : undefined;
}

const number = (value: string, digits: number) =>
  new RegExp(`^\\d{1,${digits}}$`).test(value.trim()) ? value.trim() : undefined;

/** The kept attributes of one element, in the organizer's order (the first of duplicates, as browsers keep). */
function attributes(name: string, attrs: [string, string][]): string {
  const kept = new Map<string, string>();
  for (const [key, raw] of attrs) {
    if (kept.has(key)) continue;
    // `<` and `>` in values are escaped by some browsers' serializers and not by others: not kept at all.
    const value = raw.replace(/[<>]/g, "");
    let clean: string | undefined;
    if (key === "title" && (name === "a" || name === "img")) clean = value;
    else if (name === "a" && key === "href") clean = safeUrl(value, ["http", "https", "mailto", "tel"]);
    else if (name === "img" && key === "src") clean = safeUrl(value, ["http", "https"]);
    else if (name === "img" && key === "alt") clean = value;
    else if (name === "img" && (key === "width" || key === "height")) clean = number(value, 4);
    else if ((name === "td" || name === "th") && (key === "colspan" || key === "rowspan")) clean = number(value, 3);
    else if (name === "ol" && key === "start") clean = number(value, 6);
    if (clean !== undefined) kept.set(key, clean);
  }
  // Links open in a new tab, without access to the host page.
  if (name === "a" && kept.has("href")) kept.set("target", "_blank").set("rel", "noopener noreferrer");
  return [...kept].map(([key, value]) => ` ${key}="${escapeAttr(value)}"`).join("");
}

/** Rebuilds the allowed part of the token stream as well-nested HTML. */
class Builder {
  private out = "";
  private readonly open: string[] = [];
  private skipping: { name: string; depth: number } | undefined;

  private get current(): string | undefined {
    return this.open[this.open.length - 1];
  }

  /** The index of the innermost open `name` not beyond a table or cell boundary (unless it is one), else -1. */
  private inScope(name: string, boundaries: ReadonlySet<string> = BOUNDARY): number {
    for (let k = this.open.length - 1; k >= 0; k--) {
      if (this.open[k] === name) return k;
      if (boundaries.has(this.open[k]!)) return -1;
    }
    return -1;
  }

  private closeTo(index: number): void {
    while (this.open.length > index) this.out += `</${this.open.pop()}>`;
  }

  private push(name: string, attrs: string): void {
    this.out += `<${name}${attrs}>`;
    if (!VOID.has(name)) this.open.push(name);
  }

  /** Table structure in a table context, with the parser's implied <tbody> and <tr>; false if it is none. */
  private tablePart(name: string): boolean {
    if (name === "thead" || name === "tbody" || name === "tfoot") return this.current === "table";
    if (this.current === "table") this.push("tbody", "");
    if (name === "tr") return this.current !== "tr";
    if (this.current !== "tr") this.push("tr", "");
    return true;
  }

  start(token: Extract<HtmlToken, { kind: "start" }>): void {
    const { name } = token;
    if (this.skipping) {
      if (name === this.skipping.name && !token.selfClosing) this.skipping.depth++;
      return;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!token.selfClosing) this.skipping = { name, depth: 1 };
      return;
    }
    if (!KEPT.has(name) || this.open.length >= MAX_DEPTH) return;
    const isTablePart = TABLE_PARTS.includes(name);
    // A new cell or row closes the open one, as the parser does.
    if (isTablePart && name !== "thead" && name !== "tbody" && name !== "tfoot") {
      const cell = Math.max(this.inScope("td", TABLE_ONLY), this.inScope("th", TABLE_ONLY));
      if (cell >= 0) this.closeTo(cell);
      if (name === "tr" && this.current === "tr") this.closeTo(this.open.length - 1);
    }
    if (TABLE_CONTEXT.has(this.current ?? "")) {
      if (!isTablePart || !this.tablePart(name)) return;
      return this.push(name, attributes(name, token.attrs));
    }
    if (isTablePart) return; // outside a table the parser ignores them
    if (CLOSES_P.has(name)) {
      const p = this.inScope("p");
      if (p >= 0) this.closeTo(p);
    }
    if (name === "li") this.closeOpenItem();
    if (HEADINGS.has(name) && HEADINGS.has(this.current ?? "")) this.closeTo(this.open.length - 1);
    if (name === "a" && this.inScope("a") >= 0) return; // no link inside a link
    this.push(name, attributes(name, token.attrs));
  }

  /** A new list item closes the open one of the same list (past formatting, not past a nested list). */
  private closeOpenItem(): void {
    for (let k = this.open.length - 1; k >= 0; k--) {
      const name = this.open[k]!;
      if (name === "li") return this.closeTo(k);
      if (name !== "p" && !INLINE.includes(name)) return;
    }
  }

  end(name: string): void {
    if (this.skipping) {
      if (name === this.skipping.name && --this.skipping.depth === 0) this.skipping = undefined;
      return;
    }
    if (!KEPT.has(name) || VOID.has(name)) return;
    // Table parts close within their own table; anything else not past a table or a cell.
    const index = this.inScope(name, name === "table" || TABLE_PARTS.includes(name) ? TABLE_ONLY : BOUNDARY);
    if (index >= 0) this.closeTo(index);
  }

  text(text: string): void {
    if (this.skipping || TABLE_CONTEXT.has(this.current ?? "")) return;
    this.out += escapeText(text);
  }

  finish(): string {
    this.closeTo(0);
    return this.out;
  }
}

/**
 * Organizer HTML reduced to safe formatting: text, paragraphs, headings, lists, tables, links (opening in a new tab,
 * without opener) and images (http(s) or relative sources); "" when nothing is left. The same on the server and in
 * the browser, and a fixed point of the browser's parse-and-serialize.
 */
export function sanitizeOrganizerHtml(html: string | null | undefined): string {
  if (!html) return "";
  const builder = new Builder();
  for (const token of tokenize(html)) {
    if (token.kind === "text") builder.text(token.text);
    else if (token.kind === "start") builder.start(token);
    else builder.end(token.name);
  }
  return builder.finish();
}
