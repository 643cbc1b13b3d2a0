// An organizer's team: members and their roles, invitations. An organizer always keeps an owner: the last one can
// be neither demoted nor removed. Changes run under a lock per organizer's team, so two owners demoting each other
// at once cannot leave none, and each writes its audit row in the same transaction.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type SessionActor } from "../audit/record.ts";
import type { MemberRole, Tx } from "../../store/index.ts";
import { createInvitation } from "./invitations.ts";
import { normalizeEmail } from "./tokens.ts";

type TeamDeps = Pick<Deps, "store" | "clock" | "origin" | "translations">;

export async function listMembers(deps: Pick<Deps, "store">, organizerId: number) {
  const members = await deps.store.accounts.members(organizerId);
  return members.map((m) => ({
    userId: m.user_id,
    email: m.email,
    name: m.name,
    role: m.role,
    createdAt: m.created_at,
  }));
}

export async function listInvitations(deps: Pick<Deps, "store">, organizerId: number) {
  const open = await deps.store.accounts.openInvitations(organizerId);
  return open.map((i) => ({
    id: i.id,
    email: i.email,
    role: i.role,
    createdAt: i.created_at,
    expiresAt: i.expires_at,
  }));
}

export async function inviteMember(
  deps: TeamDeps,
  actor: SessionActor,
  organizerId: number,
  input: { email: string; role: MemberRole; lang?: string | null },
) {
  const email = normalizeEmail(input.email);
  const existing = await deps.store.accounts.userByEmail(email);
  if (existing && (await deps.store.accounts.role(existing.id, organizerId)))
    throw new ApiError(409, "already_member", `${email} is a member already: change their role instead.`, "email");
  const { id, expiresAt } = await createInvitation(deps, {
    email,
    organizerId,
    role: input.role,
    operator: false,
    by: actor,
    lang: input.lang,
    mail: true,
  });
  return { id, email, role: input.role, expiresAt };
}

const memberNotFound = () => new ApiError(404, "member_not_found", "No member with this id in this organizer's team.");
const lastOwner = () =>
  new ApiError(409, "last_owner", "An organizer needs an owner: make someone else owner first.", "role");

/** Runs `fn` with the team of `organizerId` locked and the member's current role (404 when not a member). */
function withMember<T>(
  deps: Pick<Deps, "store">,
  organizerId: number,
  userId: number,
  fn: (tx: Tx, role: MemberRole) => Promise<T>,
): Promise<T> {
  return deps.store.transaction(async (tx) => {
    await tx.lockNamed(`team:${organizerId}`);
    const role = await tx.accounts.role(userId, organizerId);
    if (!role) throw memberNotFound();
    return fn(tx, role);
  });
}

export async function changeRole(
  deps: Pick<Deps, "store" | "clock">,
  actor: SessionActor,
  organizerId: number,
  userId: number,
  role: MemberRole,
): Promise<void> {
  await withMember(deps, organizerId, userId, async (tx, before) => {
    if (before === "owner" && role !== "owner" && (await tx.accounts.countOwners(organizerId)) <= 1) throw lastOwner();
    await tx.accounts.setRole(userId, organizerId, role);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "member.role",
      target: `user:${userId}`,
      before: { role: before },
      after: { role },
      at: deps.clock(),
    });
  });
}

export async function removeMember(
  deps: Pick<Deps, "store" | "clock">,
  actor: SessionActor,
  organizerId: number,
  userId: number,
): Promise<void> {
  await withMember(deps, organizerId, userId, async (tx, before) => {
    if (before === "owner" && (await tx.accounts.countOwners(organizerId)) <= 1) throw lastOwner();
    await tx.accounts.removeMember(userId, organizerId);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "member.remove",
      target: `user:${userId}`,
      before: { role: before },
      after: null,
      at: deps.clock(),
    });
  });
}

export async function revokeInvitation(
  deps: Pick<Deps, "store" | "clock">,
  actor: SessionActor,
  organizerId: number,
  id: number,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    if (!(await tx.accounts.revokeInvitation(organizerId, id, deps.clock())))
      throw new ApiError(404, "invitation_not_found", "No open invitation with this id in this organizer's team.");
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "member.invite_revoke",
      target: `invitation:${id}`,
      at: deps.clock(),
    });
  });
}
