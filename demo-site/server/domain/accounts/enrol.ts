// Accepting an invitation as a new person: an account with the invitation's email and a first sign-in method,
// a passkey or a password + TOTP (with 10 recovery codes, shown once). The invitation is used up in the same
// transaction, so two tabs racing on one link make one account.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import type { InvitationRow, UserRow } from "../../store/index.ts";
import { claimInvitation, grantInvitation } from "./invitations.ts";
import { registrationOptions, verifyRegistration, type RelyingParty } from "./passkeys.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password.ts";
import { newRecoveryCodes } from "./recovery-codes.ts";
import { isTotpSecret, totpStep } from "./totp.ts";
import { createUser, newWebauthnUserId } from "./users.ts";

type EnrolDeps = Pick<Deps, "store" | "clock">;

/** An email that has an account already joins by accepting while signed in, never by enrolling a new factor. */
async function refuseExistingAccount(deps: EnrolDeps, invitation: InvitationRow): Promise<void> {
  if (await deps.store.accounts.userByEmail(invitation.email))
    throw new ApiError(
      409,
      "account_exists",
      "This email has an account already: sign in with it, then accept the invitation (POST .../accept).",
    );
}

const invalidCode = () =>
  new ApiError(400, "invalid_code", "The code does not match: enter the current 6-digit code of the app.", "code");

async function userOrThrow(deps: EnrolDeps, id: number): Promise<UserRow> {
  const user = await deps.store.accounts.userById(id);
  if (!user) throw new Error(`user ${id} vanished right after it was created`);
  return user;
}

/** Password + TOTP: the secret the app scanned (from totp/setup) must produce `code` now. */
export async function enrolWithPassword(
  deps: EnrolDeps,
  invitation: InvitationRow,
  input: { name: string; password: string; totpSecret: string; code: string },
): Promise<{ user: UserRow; recoveryCodes: string[] }> {
  await refuseExistingAccount(deps, invitation);
  if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > MAX_PASSWORD_LENGTH)
    throw new ApiError(
      400,
      "weak_password",
      `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
      "password",
    );
  if (!isTotpSecret(input.totpSecret))
    throw new ApiError(400, "invalid_request", "totpSecret: send the secret totp/setup answered.", "totpSecret");
  const now = deps.clock();
  const step = totpStep(input.totpSecret, input.code, now);
  if (step === null) throw invalidCode();
  const hash = await hashPassword(input.password);
  const { codes, hashes } = newRecoveryCodes();
  const id = await deps.store.transaction(async (tx) => {
    await claimInvitation(tx, invitation, now);
    const id = await createUser(tx, { email: invitation.email, name: input.name }, now);
    await tx.accounts.setPassword(id, hash, input.totpSecret);
    await tx.accounts.advanceTotpStep(id, step);
    await tx.accounts.setRecoveryCodes(id, hashes);
    await grantInvitation(tx, invitation, { userId: id, email: invitation.email, operator: false }, now);
    return id;
  });
  return { user: await userOrThrow(deps, id), recoveryCodes: codes };
}

/** Registration options for the invitee's first passkey (their account's WebAuthn handle is chosen now). */
export async function enrolPasskeyOptions(deps: EnrolDeps, rp: RelyingParty, invitation: InvitationRow, name: string) {
  await refuseExistingAccount(deps, invitation);
  const webauthnUserId = newWebauthnUserId();
  return registrationOptions(
    deps,
    rp,
    { webauthnUserId, email: invitation.email, name, existing: [] },
    `enrol:${invitation.id}`,
    JSON.stringify({ webauthnUserId, name }),
  );
}

/** The browser's answer to those options: the account, its passkey, the membership. */
export async function enrolWithPasskey(
  deps: EnrolDeps,
  rp: RelyingParty,
  invitation: InvitationRow,
  response: unknown,
): Promise<UserRow> {
  await refuseExistingAccount(deps, invitation);
  const passkey = await verifyRegistration(deps, rp, response, `enrol:${invitation.id}`);
  if (!passkey)
    throw new ApiError(
      400,
      "passkey_not_verified",
      "The passkey could not be verified (or its options expired): start the passkey step again.",
    );
  const { webauthnUserId, name } = JSON.parse(passkey.subject ?? "{}") as { webauthnUserId: string; name: string };
  const now = deps.clock();
  const id = await deps.store.transaction(async (tx) => {
    await claimInvitation(tx, invitation, now);
    const id = await createUser(tx, { email: invitation.email, name, webauthnUserId }, now);
    await passkey.save(tx, id, "Passkey");
    await grantInvitation(tx, invitation, { userId: id, email: invitation.email, operator: false }, now);
    return id;
  });
  return userOrThrow(deps, id);
}
