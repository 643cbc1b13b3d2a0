// The tokenizer of the organizer-HTML sanitizer (organizer-html.ts): splits HTML into text, start and end tags
// without a DOM, so the server's markup and the widget read organizer HTML the same way. It only has to find what
// the organizer meant: the sanitizer rebuilds and escapes everything it keeps, so a token read wrongly can lose
// formatting but never smuggle markup through.

export type HtmlToken =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { kind: "end"; name: string };

/** Elements whose content is raw text up to their end tag (never markup): dropped whole with their content. */
const RAW_TEXT = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title"]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  euro: "€",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  deg: "°",
  times: "×",
  divide: "÷",
  sect: "§",
  para: "¶",
  shy: "\u00ad",
};

function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : "\ufffd";
}

/** Character references to characters; an unknown name stays as written (and is escaped on output). */
export function decodeEntities(s: string): string {
  const reference = /&(?:#[xX]([0-9a-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;
  return s.replace(reference, (whole, hex, dec, name) => {
    if (hex) return codePoint(parseInt(hex, 16));
    if (dec) return codePoint(Number(dec));
    return whole.endsWith(";") ? (NAMED[name as string] ?? whole) : whole;
  });
}

/** Attributes of a start tag's inside (after its name, before `>`): lower-case names, decoded values. */
function readAttributes(inside: string): [string, string][] {
  const attrs: [string, string][] = [];
  const attr = /([^\s"'<>/=][^\s"'<>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (let m = attr.exec(inside); m; m = attr.exec(inside)) {
    attrs.push([(m[1] ?? "").toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? "")]);
  }
  return attrs;
}

/** The end of the tag that opens at `from` (the index after its `>`), honouring quoted attribute values; -1 if none. */
function tagEnd(input: string, from: number): number {
  for (let i = from; i < input.length; i++) {
    const c = input[i];
    if (c === ">") return i + 1;
    if (c !== "=") continue;
    let j = i + 1;
    while (/\s/.test(input[j] ?? "")) j++;
    const quote = input[j];
    if (quote !== '"' && quote !== "'") continue;
    const close = input.indexOf(quote, j + 1);
    if (close < 0) return -1;
    i = close;
  }
  return -1;
}

/** The tokens of `input`, comments, doctypes and raw-text elements (with their content) left out. */
export function tokenize(input: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const src = input.replace(/\r\n?/g, "\n").replace(/\0/g, "");
  let text = "";
  const flush = () => {
    if (text) tokens.push({ kind: "text", text: decodeEntities(text) });
    text = "";
  };
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf("<", i);
    if (lt < 0) {
      text += src.slice(i);
      break;
    }
    text += src.slice(i, lt);
    const next = src[lt + 1] ?? "";
    if (src.startsWith("<!--", lt)) {
      const close = src.indexOf("-->", lt + 4);
      i = close < 0 ? src.length : close + 3;
    } else if (next === "!" || next === "?" || (next === "/" && !/[a-zA-Z]/.test(src[lt + 2] ?? ""))) {
      const close = src.indexOf(">", lt);
      i = close < 0 ? src.length : close + 1;
    } else if (/[a-zA-Z]/.test(next) || next === "/") {
      const end = tagEnd(src, lt + 1);
      if (end < 0) break; // an unfinished tag at the end: the browser drops it too
      flush();
      const closing = next === "/";
      const body = src.slice(lt + (closing ? 2 : 1), end - 1);
      const name = (/^[a-zA-Z][^\s/>]*/.exec(body)?.[0] ?? "").toLowerCase();
      i = end;
      if (closing) {
        tokens.push({ kind: "end", name });
        continue;
      }
      if (RAW_TEXT.has(name)) {
        const close = src.toLowerCase().indexOf(`</${name}`, end);
        const after = close < 0 ? -1 : src.indexOf(">", close);
        i = after < 0 ? src.length : after + 1;
        continue;
      }
      if (name === "plaintext") break;
      const rest = body.slice(name.length);
      tokens.push({ kind: "start", name, attrs: readAttributes(rest), selfClosing: /\/\s*$/.test(rest) });
    } else {
      text += "<";
      i = lt + 1;
    }
  }
  flush();
  return tokens;
}
