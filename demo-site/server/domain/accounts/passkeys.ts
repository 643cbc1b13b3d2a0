// Passkeys (WebAuthn) with @simplewebauthn/server: challenges are kept in the store (5 minutes, deleted when
// answered, so each is used once, by any server process), user verification is required, and a sign-in names no
// account beforehand (discoverable credentials). The relying party is this server: its hostname and its origin.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { CredentialRow, Queries, Store, UserRow } from "../../store/index.ts";
import { CHALLENGE_MS } from "./timeouts.ts";

export interface RelyingParty {
  /** The hostname of the server's origin. */
  rpID: string;
  origin: string;
}

export const relyingParty = (origin: string): RelyingParty => ({ rpID: new URL(origin).hostname, origin });

type Deps = { store: Pick<Store, "accounts">; clock: () => number };

/** The challenge a browser's answer carries (in its clientDataJSON), or null when it carries none readably. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const data = response.response?.clientDataJSON;
  if (typeof data !== "string") return null;
  try {
    const challenge = (JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as { challenge?: unknown })
      .challenge;
    return typeof challenge === "string" && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/** Takes (single use) the challenge the answer is for, if it was handed out for `purpose` and has not expired. */
async function takeChallenge(deps: Deps, response: { response?: { clientDataJSON?: unknown } }, purpose: string) {
  const challenge = challengeOf(response);
  if (!challenge) return null;
  const row = await deps.store.accounts.takeChallenge(challenge, deps.clock());
  return row && row.purpose === purpose ? row : null;
}

/** Options for a sign-in with any passkey of this server (usernameless). */
export async function signInOptions(deps: Deps, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required" });
  await deps.store.accounts.putChallenge({
    challenge: options.challenge,
    purpose: "sign-in",
    subject: null,
    expires_at: deps.clock() + CHALLENGE_MS,
  });
  return options;
}

const transportsOf = (c: CredentialRow) =>
  c.transports ? (JSON.parse(c.transports) as AuthenticatorTransportFuture[]) : undefined;

/** The user a passkey answer signs in, or null (unknown passkey, wrong or used challenge, bad signature). */
export async function verifySignIn(deps: Deps, rp: RelyingParty, response: unknown): Promise<UserRow | null> {
  if (typeof response !== "object" || response === null) return null;
  const challenge = await takeChallenge(deps, response, "sign-in");
  const credential = challenge && (await deps.store.accounts.credential(String((response as { id?: unknown }).id)));
  if (!challenge || !credential) return null;
  const user = await deps.store.accounts.userById(credential.user_id);
  const answer = response as AuthenticationResponseJSON;
  if (!user || (answer.response.userHandle && answer.response.userHandle !== user.webauthn_user_id)) return null;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.public_key, "base64url")),
        counter: credential.counter,
        transports: transportsOf(credential),
      },
      requireUserVerification: true,
    });
    if (!verified) return null;
    await deps.store.accounts.credentialUsed(credential.id, authenticationInfo.newCounter, deps.clock());
    return user;
  } catch {
    return null;
  }
}

/**
 * Options to register a passkey for `user` (an account being made from an invitation has no id yet: its WebAuthn
 * handle and name come along). `purpose` ties the challenge to what it enrols for ("enrol:<invitation>",
 * "add:<user>"), `subject` keeps what the verification needs back.
 */
export async function registrationOptions(
  deps: Deps,
  rp: RelyingParty,
  user: { webauthnUserId: string; email: string; name: string; existing: CredentialRow[] },
  purpose: string,
  subject: string | null,
) {
  const options = await generateRegistrationOptions({
    rpName: "Ticket back office",
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new Uint8Array(Buffer.from(user.webauthnUserId, "base64url")),
    attestationType: "none",
    excludeCredentials: user.existing.map((c) => ({ id: c.id, transports: transportsOf(c) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await deps.store.accounts.putChallenge({
    challenge: options.challenge,
    purpose,
    subject,
    expires_at: deps.clock() + CHALLENGE_MS,
  });
  return options;
}

export interface NewPasskey {
  /** What registrationOptions was given as `subject`. */
  subject: string | null;
  /** Saves the passkey for `userId` (in the caller's transaction). */
  save(tx: Pick<Queries, "accounts">, userId: number, name: string): Promise<void>;
}

/** Verifies a registration answer for `purpose`; null when it does not verify (or its challenge is gone). */
export async function verifyRegistration(
  deps: Deps,
  rp: RelyingParty,
  response: unknown,
  purpose: string,
): Promise<NewPasskey | null> {
  if (typeof response !== "object" || response === null) return null;
  const challenge = await takeChallenge(deps, response, purpose);
  if (!challenge) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = registrationInfo;
    return {
      subject: challenge.subject,
      save: (tx, userId, name) =>
        tx.accounts.addCredential({
          id: credential.id,
          user_id: userId,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ? JSON.stringify(credential.transports) : null,
          device_type: credentialDeviceType,
          backed_up: credentialBackedUp ? 1 : 0,
          name: name.slice(0, 100),
          created_at: deps.clock(),
          last_used_at: null,
        }),
    };
  } catch {
    return null;
  }
}
