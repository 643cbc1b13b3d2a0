import type { IncomingMessage, ServerResponse } from "node:http";

// The widget, loader and SDK run on organizers' sites, so assets and the API answer any origin.
// No cookies or credentials are involved, so "*" is safe here.
const corsPrefixes = ["/api/", "/widget/", "/sdk/", "/sandbox/"];

export function wantsCors(pathname: string): boolean {
  return pathname === "/loader.js" || corsPrefixes.some((p) => pathname.startsWith(p));
}

export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader("access-control-allow-origin", "*");
  res.setHeader("access-control-expose-headers", "content-disposition, etag");
}

/** Answers a CORS preflight with 204. */
export function answerPreflight(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, HEAD, POST, DELETE, OPTIONS",
    "access-control-allow-headers": "content-type, idempotency-key",
    "access-control-max-age": "600",
    "content-length": "0",
  });
  res.end();
}
