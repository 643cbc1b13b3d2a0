// Check-in lists (a gate each): which of the event's ticket types it admits, whether re-entry is allowed, and its
// time window. Made, changed (versioned as the catalog's rows: a stale save is 409 changed_meanwhile,
// with the current version) and archived in the back office, each change audited; archiving keeps the list's
// scans. Read by people and by paired devices, a device seeing only the lists it was paired for.
import { recordAudit, type SessionActor } from "../audit/record.ts";
import { ownEvent } from "../catalog/common.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import type { CheckInListPatch, CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { Tx } from "../../store/index.ts";
import { listView, listWithEventView, type ListView, type ListWithEventView } from "./lists-input.ts";

type ListDeps = Pick<Deps, "store" | "clock">;
/** Who reads: a paired device sees its own lists only. */
type Reader = { device?: { listIds: readonly number[] } } | null;

/** A save from a version that is no longer the list's: the caller reloads and decides again. */
const versionConflict = (current: number) =>
  new ApiError(
    409,
    "changed_meanwhile",
    `This check-in list was changed meanwhile (now version ${current}): reload it, then make your change again.`,
    "version",
    { version: current },
  );

export const listNotFound = () =>
  new ApiError(404, "list_not_found", "No check-in list with this id in this organizer: check the address.");

export async function eventLists(
  deps: Pick<Deps, "store">,
  reader: Reader,
  organizerId: number,
  eventId: number,
): Promise<ListView[]> {
  await ownEvent(deps.store, organizerId, eventId);
  const rows = await deps.store.checkInSetup.eventLists(organizerId, eventId);
  return rows.filter((r) => !reader?.device || reader.device.listIds.includes(r.id)).map(listView);
}

/** What the caller may scan: a device its own lists; a person every list in use of the organizer's events. */
export async function scannableLists(
  deps: Pick<Deps, "store">,
  reader: Reader,
  organizerId: number,
): Promise<ListWithEventView[]> {
  return (await deps.store.checkInSetup.organizerLists(organizerId, reader?.device?.listIds)).map(listWithEventView);
}

interface ListFields {
  name?: string;
  ticketTypeIds?: number[] | null;
  allowReentry?: boolean;
  validFrom?: number | null;
  validUntil?: number | null;
}

/** The row's columns for `input`'s fields, after checking the ticket types are the event's and the window's order. */
async function columns(
  tx: Pick<Tx, "events">,
  eventId: number,
  input: ListFields,
  window: { validFrom: number | null; validUntil: number | null },
): Promise<CheckInListPatch> {
  const patch: CheckInListPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.allowReentry !== undefined) patch.allow_reentry = input.allowReentry ? 1 : 0;
  if (input.validFrom !== undefined) patch.valid_from = input.validFrom;
  if (input.validUntil !== undefined) patch.valid_until = input.validUntil;
  if (input.ticketTypeIds !== undefined) {
    const ids = input.ticketTypeIds === null ? null : [...new Set(input.ticketTypeIds)].sort((a, b) => a - b);
    if (ids) {
      const own = new Set((await tx.events.tickets(eventId)).map((t) => t.id));
      const stray = ids.filter((id) => !own.has(id));
      if (stray.length > 0)
        throw new ApiError(
          400,
          "invalid_request",
          `ticketTypeIds: ${stray.join(", ")} is not a ticket type of this event; pick among the event's.`,
          "ticketTypeIds",
        );
    }
    patch.ticket_ids = ids === null ? null : ids.join(" ");
  }
  if (window.validFrom !== null && window.validUntil !== null && window.validUntil <= window.validFrom)
    throw new ApiError(
      400,
      "invalid_request",
      "validUntil: must be after validFrom (the gate closes after it opens), or null for no end.",
      "validUntil",
    );
  return patch;
}

export async function createList(
  deps: ListDeps,
  actor: SessionActor,
  organizerId: number,
  eventId: number,
  input: Required<ListFields>,
): Promise<ListView> {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const patch = await columns(tx, eventId, input, input);
    const id = await tx.checkInSetup.insertList({
      organizer_id: organizerId,
      event_id: eventId,
      name: input.name,
      ticket_ids: patch.ticket_ids ?? null,
      allow_reentry: patch.allow_reentry ?? 0,
      valid_from: input.validFrom,
      valid_until: input.validUntil,
      created_at: now,
      archived_at: null,
    });
    const view = listView((await tx.checkInSetup.list(organizerId, id))!);
    await auditList(tx, actor, organizerId, view, "create", null, view, now);
    return view;
  });
}

export async function updateList(
  deps: ListDeps,
  actor: SessionActor,
  organizerId: number,
  listId: number,
  input: ListFields & { version: number },
): Promise<ListView> {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const before = await tx.checkInSetup.list(organizerId, listId);
    if (!before || before.archived_at !== null) throw listNotFound();
    if (before.version !== input.version) throw versionConflict(before.version);
    const window = {
      validFrom: input.validFrom !== undefined ? input.validFrom : before.valid_from,
      validUntil: input.validUntil !== undefined ? input.validUntil : before.valid_until,
    };
    const patch = await columns(tx, before.event_id, input, window);
    if (!(await tx.checkInSetup.updateList(organizerId, listId, input.version, patch))) {
      const current = await tx.checkInSetup.list(organizerId, listId);
      if (!current || current.archived_at !== null) throw listNotFound();
      throw versionConflict(current.version);
    }
    const after = listView((await tx.checkInSetup.list(organizerId, listId))!);
    await auditList(tx, actor, organizerId, after, "update", listView(before), after, now);
    return after;
  });
}

/** Archives the list: no longer offered to scanners, its scans kept. Archiving it again changes nothing. */
export async function archiveList(deps: ListDeps, actor: SessionActor, organizerId: number, listId: number) {
  const now = deps.clock();
  await deps.store.transaction(async (tx) => {
    const before = await tx.checkInSetup.list(organizerId, listId);
    if (!before) throw listNotFound();
    if (!(await tx.checkInSetup.archiveList(organizerId, listId, now))) return;
    const view = listView(before);
    await auditList(tx, actor, organizerId, view, "archive", view, { ...view, archivedAt: now }, now);
  });
}

function auditList(
  tx: Pick<Tx, "audit">,
  actor: SessionActor,
  organizerId: number,
  list: Pick<CheckInListRow, "id"> & { eventId: number },
  verb: string,
  before: unknown,
  after: unknown,
  at: number,
) {
  return recordAudit(tx, {
    actor,
    organizerId,
    eventId: list.eventId,
    action: `check_in_list.${verb}`,
    target: `check_in_list:${list.id}`,
    before,
    after,
    at,
  });
}
