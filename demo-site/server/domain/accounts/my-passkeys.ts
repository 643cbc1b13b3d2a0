// A signed-in person's own passkeys: list, add (a fresh sign-in first), remove (never the last way in).
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type SessionActor } from "../audit/record.ts";
import { registrationOptions, verifyRegistration, type RelyingParty } from "./passkeys.ts";

type PasskeyDeps = Pick<Deps, "store" | "clock">;

export async function listPasskeys(deps: Pick<Deps, "store">, userId: number) {
  return (await deps.store.accounts.credentialsOf(userId)).map((c) => ({
    id: c.id,
    name: c.name,
    createdAt: c.created_at,
    lastUsedAt: c.last_used_at,
    backedUp: c.backed_up === 1,
  }));
}

export async function addPasskeyOptions(deps: PasskeyDeps, rp: RelyingParty, userId: number) {
  const user = await deps.store.accounts.userById(userId);
  if (!user) throw new ApiError(401, "unauthenticated", "Sign in to the back office first.");
  const existing = await deps.store.accounts.credentialsOf(userId);
  return registrationOptions(
    deps,
    rp,
    { webauthnUserId: user.webauthn_user_id, email: user.email, name: user.name, existing },
    `add:${userId}`,
    null,
  );
}

export async function addPasskey(
  deps: PasskeyDeps,
  rp: RelyingParty,
  actor: SessionActor,
  response: unknown,
  name: string,
): Promise<void> {
  const passkey = await verifyRegistration(deps, rp, response, `add:${actor.userId}`);
  if (!passkey)
    throw new ApiError(
      400,
      "passkey_not_verified",
      "The passkey could not be verified (or its options expired): start adding it again.",
    );
  await deps.store.transaction(async (tx) => {
    await passkey.save(tx, actor.userId, name);
    await recordAudit(tx, {
      actor,
      organizerId: null,
      action: "passkey.add",
      target: `user:${actor.userId}`,
      after: { name },
      at: deps.clock(),
    });
  });
}

export async function removePasskey(deps: PasskeyDeps, actor: SessionActor, id: string): Promise<void> {
  const user = await deps.store.accounts.userById(actor.userId);
  const passkeys = await deps.store.accounts.credentialsOf(actor.userId);
  if (!passkeys.some((p) => p.id === id))
    throw new ApiError(404, "passkey_not_found", "None of your passkeys has this id.");
  if (passkeys.length === 1 && !user?.password_hash)
    throw new ApiError(
      409,
      "last_sign_in_method",
      "This is your only way to sign in: add another passkey before removing this one.",
    );
  await deps.store.transaction(async (tx) => {
    await tx.accounts.deleteCredential(actor.userId, id);
    await recordAudit(tx, {
      actor,
      organizerId: null,
      action: "passkey.remove",
      target: `user:${actor.userId}`,
      before: { passkey: id },
      at: deps.clock(),
    });
  });
}
