// The organizer's settings: name, subdomain, currency, embed origins and card path (owners only: access "settings").
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import { changedMeanwhile, defined, notFound, parseInput, type CatalogActor, type CatalogDeps } from "./common.ts";
import { OrganizerSettingsPatch } from "./schemas.ts";
import { organizerView } from "./views.ts";

export async function getOrganizer(deps: Pick<CatalogDeps, "store">, organizerId: number) {
  const row = await deps.store.catalog.organizer(organizerId);
  if (!row) throw notFound("organizer");
  return organizerView(row);
}

/**
 * Changes the settings the body names, if it carries the version they were read at. Changing the card path moves
 * money elsewhere, so it needs a fresh sign-in (`fresh`: the caller's last passkey/TOTP sign-in is recent); the
 * organizer's events follow it.
 */
export async function updateOrganizer(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  body: unknown,
  fresh: boolean,
) {
  const { version, embed_origins, ...rest } = parseInput(OrganizerSettingsPatch, body);
  return deps.store.transaction(async (tx) => {
    const before = await tx.catalog.organizer(organizerId);
    if (!before) throw notFound("organizer");
    if (before.version !== version) throw changedMeanwhile("organizer", before.version);
    const patch = {
      ...defined(rest),
      ...(embed_origins === undefined ? {} : { embed_origins: embed_origins ? JSON.stringify(embed_origins) : null }),
    };
    const cardPathChanges = patch.card_path !== undefined && patch.card_path !== before.card_path;
    if (cardPathChanges && !fresh)
      throw new ApiError(
        403,
        "reauth_required",
        "Changing the card path needs a recent sign-in: confirm with your passkey or a TOTP code, then try again.",
      );
    if (patch.subdomain !== undefined && (await tx.catalog.subdomainTaken(patch.subdomain, organizerId)))
      throw new ApiError(
        409,
        "subdomain_taken",
        `The subdomain "${patch.subdomain}" is taken: choose another.`,
        "subdomain",
      );
    if (!(await tx.catalog.updateOrganizer(organizerId, version, patch)))
      throw changedMeanwhile("organizer", (await tx.catalog.organizer(organizerId))?.version ?? version);
    if (cardPathChanges) await tx.catalog.setEventsCardPath(organizerId, patch.card_path!);
    const after = (await tx.catalog.organizer(organizerId))!;
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "organizer.update",
      target: `organizer:${organizerId}`,
      before: organizerView(before),
      after: organizerView(after),
      at: deps.clock(),
    });
    return organizerView(after);
  });
}
