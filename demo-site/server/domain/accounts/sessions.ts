// Sessions: the cookie carries 32 random bytes; the store keeps only their SHA-256, so a copy of the database signs
// no one in. A new token at every sign-in and re-authentication (the old session ends); idle and absolute timeouts
// are checked on every request against the app's clock.
import type { Store, UserRow } from "../../store/index.ts";
import { randomId } from "../random-id.ts";
import { hashToken, randomToken } from "./tokens.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, TOUCH_EVERY_MS } from "./timeouts.ts";

type SessionDeps = { store: Pick<Store, "accounts">; clock: () => number };

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface LiveSession {
  id: string;
  user: UserRow;
  createdAt: number;
  authAt: number;
}

/**
 * Starts a session for `userId` after a sign-in (or re-authentication: `replaces` is the session it rotates, which
 * ends). Returns the token for the cookie; only its hash is stored.
 */
export async function startSession(
  deps: SessionDeps,
  userId: number,
  client: ClientInfo,
  replaces?: string | null,
): Promise<{ token: string; id: string }> {
  const now = deps.clock();
  const token = randomToken();
  const id = `ses_${randomId(16)}`;
  if (replaces) await deps.store.accounts.deleteSession(replaces);
  // Ended sessions are deleted when presented; those never presented again go here, at the next sign-in.
  await deps.store.accounts.pruneSessions(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS);
  await deps.store.accounts.insertSession({
    id,
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    auth_at: now,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, id };
}

/** The session the token opens, or null (unknown, idle too long or too old: an ended one is deleted). */
export async function findSession(deps: SessionDeps, token: string): Promise<LiveSession | null> {
  const found = await deps.store.accounts.sessionByTokenHash(hashToken(token));
  if (!found) return null;
  const { session, user } = found;
  const now = deps.clock();
  if (now - session.last_seen_at > SESSION_IDLE_MS || now - session.created_at > SESSION_ABSOLUTE_MS) {
    await deps.store.accounts.deleteSession(session.id);
    return null;
  }
  if (now - session.last_seen_at > TOUCH_EVERY_MS) await deps.store.accounts.touchSession(session.id, now);
  return { id: session.id, user, createdAt: session.created_at, authAt: session.auth_at };
}

export async function endSession(deps: Pick<SessionDeps, "store">, id: string): Promise<void> {
  await deps.store.accounts.deleteSession(id);
}
