// The request-target of every request, checked before any routing. Only the origin-form ("/path?query",
// RFC 9112 §3.2.1) is served: this is an origin server, never a proxy, so the absolute-form
// ("http://host/x"), the authority-form of CONNECT and the asterisk-form ("*") are refused. So are targets
// that the WHATWG URL parser would read as another host: "//evil.example/x" and "/\evil.example" (it
// treats "\" as "/").

export interface RequestTarget {
  pathname: string;
  search: string;
  /** The parsed URL (base http://localhost), made on first use: most requests need only the two strings. */
  readonly url: URL;
}

export type TargetProblem = { problem: string };

// Visible ASCII only; the parser already refuses spaces and control characters, this also refuses bytes
// above 0x7E that lenient clients send unencoded.
const visibleAscii = /^[\x21-\x7e]*$/;
const badPercent = /%(?![0-9A-Fa-f]{2})/;
// Targets the WHATWG URL parser leaves as they are: no percent sign, nothing it encodes in a path or a special
// scheme's query (space, quotes, < > ` { } and the like), and no dot segment to resolve. The API's paths are
// like this, so the hot path of an on-sale spike skips building a URL (event reads vs the floor).
const plainTarget = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?]*$/;
const dotSegment = /(^|\/)\.{1,2}(\/|$)/;

/** A target the URL parser would leave as it is: its URL is built only if a handler asks for it. */
class PlainTarget implements RequestTarget {
  declare readonly pathname: string;
  declare readonly search: string;
  declare private readonly raw: string;
  declare private parsed: URL | undefined;

  constructor(raw: string, pathname: string, search: string) {
    this.raw = raw;
    this.pathname = pathname;
    this.search = search;
    this.parsed = undefined;
  }

  get url(): URL {
    return (this.parsed ??= new URL(this.raw, "http://localhost"));
  }
}

/** Parses an origin-form request-target, or says what is wrong with it (the 400 message). */
export function parseRequestTarget(raw: string | undefined): RequestTarget | TargetProblem {
  if (!raw || raw[0] !== "/")
    return { problem: 'The request-target must be a path starting with "/" (origin-form), e.g. /api/events/101.' };
  if (raw[1] === "/") return { problem: 'The request-target must not start with "//".' };
  // A plain target (most requests) would pass every check below: visible ASCII with no backslash, "#" or "%".
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  if (plainTarget.test(raw) && !dotSegment.test(rawPath))
    return new PlainTarget(raw, rawPath, queryAt === -1 || queryAt === raw.length - 1 ? "" : raw.slice(queryAt));
  if (!visibleAscii.test(raw))
    return { problem: "The request-target must be visible ASCII; percent-encode other bytes." };
  if (raw.includes("\\")) return { problem: 'The request-target must not contain "\\"; percent-encode it as %5C.' };
  if (raw.includes("#")) return { problem: 'The request-target must not contain a fragment ("#").' };
  if (badPercent.test(raw)) return { problem: 'The request-target has a "%" that is not followed by two hex digits.' };
  try {
    decodeURIComponent(rawPath);
  } catch {
    return { problem: "The path's percent-encoding is not valid UTF-8." };
  }
  let url: URL;
  try {
    url = new URL(raw, "http://localhost");
  } catch {
    return { problem: "The request-target is not a valid path." };
  }
  // Dot segments are resolved by URL; a target that still escapes the origin is refused.
  if (url.host !== "localhost") return { problem: "The request-target must be a path on this server." };
  return { pathname: url.pathname, search: url.search, url };
}
