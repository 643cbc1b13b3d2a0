import type { IncomingMessage, ServerResponse } from "node:http";

// The paths the widget, loader and SDK fetch from organizers' sites: they answer any origin (the headers:
// http/response.ts, setCorsHeaders).
const corsPrefixes = ["/api/", "/widget/", "/sdk/", "/sandbox/"];

export function wantsCors(pathname: string): boolean {
  return pathname === "/loader.js" || corsPrefixes.some((p) => pathname.startsWith(p));
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
