// The back office's session cookie: __Host- (Secure, Path=/, no Domain: only this host ever gets it), HttpOnly,
// SameSite=Lax. Chromium, Firefox and Safari keep Secure cookies set over http://localhost and 127.0.0.1, so the
// same attributes hold in development.
import type { IncomingMessage, ServerResponse } from "node:http";
import { SESSION_ABSOLUTE_MS } from "../../domain/accounts/timeouts.ts";

export const SESSION_COOKIE = "__Host-bo_session";

/** The session token the request carries, if any (the last one when a client sent several). */
export function sessionToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) found = part.slice(eq + 1).trim();
  }
  return found && /^[A-Za-z0-9_-]{20,100}$/.test(found) ? found : null;
}

/** Sets the cookie for a new session's token (sent with the next answer). */
export function setSessionCookie(res: ServerResponse, token: string): void {
  res.setHeader(
    "set-cookie",
    `${SESSION_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`,
  );
}

export function clearSessionCookie(res: ServerResponse): void {
  res.setHeader("set-cookie", `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`);
}
