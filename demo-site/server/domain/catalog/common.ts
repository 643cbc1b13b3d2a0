// What every catalog rule shares: input parsing with a clear 400, the 404 of a row that is not the caller's, the 409
// of a stale version with the versioned save and its audit row, and the views the API answers with.
import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type AuditActor, type SessionActor } from "../audit/record.ts";
import type { Tx } from "../../store/index.ts";
import { queueWebhook } from "../webhooks-out/queue.ts";

export type CatalogDeps = Pick<Deps, "store" | "clock">;
export type CatalogActor = AuditActor | SessionActor;

/** The body as `schema` reads it, or a 400 naming the first field that is wrong and why; nothing changes then. */
export function parseInput<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join(".") ?? "";
  const message = issue.input === undefined && field ? "is required" : issue.message;
  throw new ApiError(400, "invalid_request", field ? `${field}: ${message}` : message, field || undefined);
}

export const notFound = (what: string) =>
  new ApiError(404, "not_found", `No such ${what} among this organizer's: check the address.`);

/** A save from a version that is no longer the row's: the caller reloads and decides again. */
export const changedMeanwhile = (what: string, current: number) =>
  new ApiError(
    409,
    "changed_meanwhile",
    `This ${what} was changed meanwhile (now version ${current}): reload it, then make your change again.`,
    "version",
    { version: current },
  );

/** The row a change starts from: 404 when it is not the caller's, 409 when it is no longer at the version read. */
export function atVersion<Row extends { version: number }>(row: Row | undefined, what: string, version: number): Row {
  if (!row) throw notFound(what);
  if (row.version !== version) throw changedMeanwhile(what, row.version);
  return row;
}

/** One change of a versioned row of an event's catalog, `before` as atVersion answered it. */
export interface VersionedSave<Row extends { version: number }, View> {
  /** for the 409's message: "event", "ticket type", … */
  what: string;
  version: number;
  before: Row;
  /** writes only if the row is still at `version`; false when another save came in since */
  update(): Promise<boolean>;
  load(): Promise<Row | undefined>;
  view(row: Row): View;
  audit: { actor: CatalogActor; organizerId: number; eventId: number; action: string; target: string };
}

/**
 * Saves, in `tx`, a change atVersion let through. A save that lands between that check and this write is the same
 * 409 (with the version it left), never lost; the row as saved is audited with its before and answered as viewed.
 */
export async function saveVersioned<Row extends { version: number }, View>(
  tx: Pick<Tx, "audit" | "webhooksOut">,
  deps: Pick<CatalogDeps, "clock">,
  save: VersionedSave<Row, View>,
): Promise<View> {
  if (!(await save.update())) throw changedMeanwhile(save.what, (await save.load())?.version ?? save.version);
  const after = (await save.load())!;
  const [before, view] = [save.view(save.before), save.view(after)];
  await recordAudit(tx, { ...save.audit, before, after: view, at: deps.clock() });
  await eventChanged(tx, deps, save.audit);
  return view;
}

/**
 * The "event.changed" webhook of a catalog change, queued in its transaction (thin: which event, what changed;
 * the receiver reads the rest through the API), so the organizer's systems hear of every saved change once.
 */
function eventChanged(
  tx: Pick<Tx, "webhooksOut">,
  deps: Pick<CatalogDeps, "clock">,
  audit: { organizerId: number; eventId: number; action: string; target: string },
) {
  return queueWebhook(tx, {
    organizerId: audit.organizerId,
    type: "event.changed",
    data: { eventId: audit.eventId, change: audit.action, target: audit.target },
    at: deps.clock(),
  });
}

/** A new row of an event's catalog (or the event itself) audited as created, its view once for the log and the answer. */
export async function auditCreated<View>(
  tx: Pick<Tx, "audit" | "webhooksOut">,
  deps: Pick<CatalogDeps, "clock">,
  view: View,
  audit: { actor: CatalogActor; organizerId: number; eventId: number; action: string; target: string },
): Promise<View> {
  await recordAudit(tx, { ...audit, after: view, at: deps.clock() });
  await eventChanged(tx, deps, audit);
  return view;
}

/** The event, if it is the organizer's (else 404 as if it did not exist). */
export async function ownEvent(tx: Pick<Tx, "catalog">, organizerId: number, eventId: number) {
  const event = await tx.catalog.event(organizerId, eventId);
  if (!event) throw notFound("event");
  return event;
}

/** The id in a path segment, or 404 (a malformed id is as unknown as a missing one). */
export function pathId(segment: string | undefined, what: string): number {
  const id = Number(segment);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(what);
  return id;
}

/** Only the keys the input carries (absent = unchanged). */
export function defined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
