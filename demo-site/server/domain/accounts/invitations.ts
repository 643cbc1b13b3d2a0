// Invitations: a link with 32 random bytes (only their hash is stored), bound to one email, valid 72 h, used once.
// Accepting one enrols a passkey or a password + TOTP for a NEW account with that email; an email that already has
// an account accepts while signed in to it instead. The link alone never signs anyone in.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type SessionActor } from "../audit/record.ts";
import { queueNoticeMail } from "../mail/notice-mail.ts";
import type { InvitationRow, MemberRole, Queries } from "../../store/index.ts";
import { invitationContent } from "./invitation-mail.ts";
import { hashToken, normalizeEmail, randomToken } from "./tokens.ts";
import { INVITATION_MS } from "./timeouts.ts";

type InviteDeps = Pick<Deps, "store" | "clock" | "origin" | "translations">;

/** Where an invitation's link leads: the back office's page that accepts it. */
export const invitationUrl = (origin: string, token: string) => `${origin}/manage/invitation/${token}`;

export interface NewInvitation {
  email: string;
  organizerId: number | null;
  role: MemberRole | null;
  operator: boolean;
  /** Who invites (null: the operator command). */
  by: SessionActor | null;
  /** The invitee's language for the mail (the inviter's, by default). */
  lang?: string | null;
  /** Queue the mail (the operator command prints the link instead). */
  mail: boolean;
}

/** Creates the invitation, its mail and its audit row in one transaction; returns the link's token (shown once). */
export async function createInvitation(
  deps: InviteDeps,
  invite: NewInvitation,
): Promise<{ id: number; token: string; expiresAt: number }> {
  const now = deps.clock();
  const token = randomToken();
  const email = normalizeEmail(invite.email);
  const expiresAt = now + INVITATION_MS;
  const id = await deps.store.transaction(async (tx) => {
    const id = await tx.accounts.insertInvitation({
      token_hash: hashToken(token),
      email,
      organizer_id: invite.organizerId,
      operator: invite.operator ? 1 : 0,
      role: invite.role,
      invited_by: invite.by?.userId ?? null,
      created_at: now,
      expires_at: expiresAt,
    });
    if (invite.mail) {
      const organizer = invite.organizerId === null ? null : await tx.events.organizer(invite.organizerId);
      const content = invitationContent(deps.translations.translator(invite.lang), {
        organizer: organizer?.name ?? null,
        role: invite.role,
        inviter: invite.by?.email ?? "the operator",
        url: invitationUrl(deps.origin(), token),
        expiresAt,
      });
      await queueNoticeMail(tx, { kind: "invitation", to: email, content, dedupeKey: `invitation:${id}` }, now);
    }
    await recordAudit(tx, {
      actor: invite.by ?? { kind: "system", id: null, label: "operator command" },
      organizerId: invite.organizerId,
      action: invite.operator ? "operator.invite" : "member.invite",
      target: `invitation:${id}`,
      after: { email, role: invite.role, operator: invite.operator, expiresAt },
      at: now,
    });
    return id;
  });
  return { id, token, expiresAt };
}

/** The invitation a link's token opens: 404 when there is none, 410 when it was used, revoked or has expired. */
export async function openInvitation(deps: Pick<Deps, "store" | "clock">, token: string): Promise<InvitationRow> {
  const invitation = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await deps.store.accounts.invitationByTokenHash(hashToken(token))
    : undefined;
  if (!invitation)
    throw new ApiError(404, "invitation_not_found", "No invitation has this link. Ask for a new invitation.");
  if (invitation.used_at !== null || invitation.revoked_at !== null || invitation.expires_at <= deps.clock())
    throw new ApiError(
      410,
      "invitation_gone",
      "This invitation was used, withdrawn or has expired (they last 72 hours). Ask for a new one.",
    );
  return invitation;
}

/**
 * Uses the invitation up inside `tx` (a conditional UPDATE: of two requests racing on one link, the second waits
 * for the first and then finds it used): 410 when it is no longer open. Called before anything else the
 * acceptance writes.
 */
export async function claimInvitation(
  tx: Pick<Queries, "accounts">,
  invitation: InvitationRow,
  now: number,
): Promise<void> {
  if (!(await tx.accounts.useInvitation(invitation.id, now)))
    throw new ApiError(410, "invitation_gone", "This invitation was just used or withdrawn. Ask for a new one.");
}

/** What a claimed invitation grants `user`: the membership (or the operator flag), with its audit row. */
export async function grantInvitation(
  tx: Pick<Queries, "accounts" | "audit">,
  invitation: InvitationRow,
  user: SessionActor,
  now: number,
): Promise<void> {
  if (invitation.operator === 1) await tx.accounts.setOperator(user.userId);
  if (invitation.organizer_id !== null) {
    // A role changes only through the team's role change (fresh sign-in, the last owner kept), never through an
    // older invitation accepted later.
    if (await tx.accounts.role(user.userId, invitation.organizer_id))
      throw new ApiError(
        409,
        "already_member",
        "You are already a member of this organizer's team: ask an owner to change your role there instead.",
      );
    await tx.accounts.addMember(user.userId, invitation.organizer_id, invitation.role ?? "door", now);
  }
  await recordAudit(tx, {
    actor: user,
    organizerId: invitation.organizer_id,
    action: "member.join",
    target: `user:${user.userId}`,
    after: { role: invitation.role, operator: invitation.operator === 1, invitation: invitation.id },
    at: now,
  });
}

/** claimInvitation then grantInvitation: an existing account accepting. */
export async function redeemInvitation(
  tx: Pick<Queries, "accounts" | "audit">,
  invitation: InvitationRow,
  user: SessionActor,
  now: number,
): Promise<void> {
  await claimInvitation(tx, invitation, now);
  await grantInvitation(tx, invitation, user, now);
}
