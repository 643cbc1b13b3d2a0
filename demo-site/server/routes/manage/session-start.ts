// A sign-in's last step, whichever method: a new session (the one the request came with, if any, ends: a token is
// never reused across a sign-in or a re-authentication), its cookie, an audit row, and the session's summary.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../../context.ts";
import { startSession } from "../../domain/accounts/sessions.ts";
import { sessionSummary } from "../../domain/accounts/who.ts";
import { recordAudit } from "../../domain/audit/record.ts";
import type { UserRow } from "../../store/index.ts";
import { clientAddress } from "../../http/client-address.ts";
import { sendJson } from "../../http/json.ts";
import type { Actor } from "./manage-route.ts";
import { setSessionCookie } from "./session-cookie.ts";

export async function signedIn(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  user: UserRow,
  method: "passkey" | "password" | "invitation" | "demo",
  previous: Actor | null,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const client = { ip: clientAddress(req, ctx.trustProxy), userAgent: req.headers["user-agent"] ?? null };
  const { token, id } = await startSession(ctx, user.id, client, previous?.sessionId);
  await recordAudit(ctx.store, {
    actor: { userId: user.id, email: user.email, operator: user.operator === 1 },
    organizerId: null,
    action: previous?.userId === user.id ? `reauth.${method}` : `sign_in.${method}`,
    target: `user:${user.id}`,
    after: { session: id },
    at: ctx.clock(),
  });
  setSessionCookie(res, token);
  sendJson(res, 200, { ...(await sessionSummary(ctx.store, user.id, ctx.clock())), ...extra });
}

/** A failed sign-in, for the audit log: the email tried (an account's or not), never the password or code. */
export async function signInFailedAudit(ctx: AppContext, method: string, email: string | null): Promise<void> {
  await recordAudit(ctx.store, {
    actor: { kind: "system", id: null, label: email ?? "unknown passkey" },
    organizerId: null,
    action: `sign_in_failed.${method}`,
    target: email ? `email:${email}` : "passkey",
    at: ctx.clock(),
  });
}
