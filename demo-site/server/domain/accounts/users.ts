import { randomBytes } from "node:crypto";
import type { Queries } from "../../store/index.ts";
import { normalizeEmail } from "./tokens.ts";

/** A WebAuthn user handle: 32 random bytes, base64url. */
export const newWebauthnUserId = () => randomBytes(32).toString("base64url");

/**
 * Creates a user with a fresh WebAuthn user handle (32 random bytes: the handle an authenticator keeps must not be
 * the email, WebAuthn §14.6.1). Returns the new id.
 */
export async function createUser(
  tx: Pick<Queries, "accounts">,
  user: { email: string; name: string; operator?: boolean; webauthnUserId?: string },
  now: number,
): Promise<number> {
  return tx.accounts.createUser({
    email: normalizeEmail(user.email),
    name: user.name.trim(),
    operator: user.operator ? 1 : 0,
    webauthn_user_id: user.webauthnUserId ?? newWebauthnUserId(),
    password_hash: null,
    totp_secret: null,
    created_at: now,
  });
}
