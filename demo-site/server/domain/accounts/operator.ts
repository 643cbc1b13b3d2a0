// What the operator (who runs the server) does: organizers, their commission, and inviting each one's first owner.
import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type SessionActor } from "../audit/record.ts";
import { createInvitation } from "./invitations.ts";

export const Commission = {
  user_commission: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  user_added_commission: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
};

export const NewOrganizer = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  subdomain: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "a lower-case DNS label (a-z, 0-9, -)"),
  ),
  /** The currency its events start with (each event may set its own). */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "an ISO 4217 code such as EUR")), "EUR"),
  user_commission: v.optional(Commission.user_commission, 0),
  user_added_commission: v.optional(Commission.user_added_commission, 0),
  /** Invite this person as the organizer's first owner. */
  ownerEmail: v.optional(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(320))),
});

export async function createOrganizer(
  deps: Pick<Deps, "store" | "clock" | "origin" | "translations">,
  actor: SessionActor,
  input: v.InferOutput<typeof NewOrganizer>,
) {
  const { ownerEmail, ...row } = input;
  if (await deps.store.events.organizerBySubdomain(row.subdomain))
    throw new ApiError(409, "subdomain_taken", `The subdomain ${row.subdomain} is taken: choose another.`, "subdomain");
  const id = await deps.store.transaction(async (tx) => {
    const id = await tx.accounts.createOrganizer(row);
    await recordAudit(tx, {
      actor,
      organizerId: id,
      action: "organizer.create",
      target: `organizer:${id}`,
      after: row,
      at: deps.clock(),
    });
    return id;
  });
  const invitation = ownerEmail
    ? await createInvitation(deps, {
        email: ownerEmail,
        organizerId: id,
        role: "owner",
        operator: false,
        by: actor,
        mail: true,
      })
    : null;
  return {
    organizer: { id, ...row },
    invitation: invitation && { id: invitation.id, email: ownerEmail, expiresAt: invitation.expiresAt },
  };
}

export async function setCommission(
  deps: Pick<Deps, "store" | "clock">,
  actor: SessionActor,
  organizerId: number,
  commission: { user_commission: number; user_added_commission: number },
) {
  return deps.store.transaction(async (tx) => {
    const before = (await tx.accounts.listOrganizerAccounts()).find((o) => o.id === organizerId);
    if (!before) throw new ApiError(404, "not_found", "No organizer has this id.");
    await tx.accounts.setCommission(organizerId, commission.user_commission, commission.user_added_commission);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "organizer.commission",
      target: `organizer:${organizerId}`,
      before: { user_commission: before.user_commission, user_added_commission: before.user_added_commission },
      after: commission,
      at: deps.clock(),
    });
    return { ...before, ...commission };
  });
}
