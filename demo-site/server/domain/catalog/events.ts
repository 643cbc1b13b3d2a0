// An organizer's events: list, read, create, change (venue, time zone, dates, presale window, sold-out switch).
import { ApiError } from "../errors.ts";
import { sanitizeOrganizerHtml } from "../../../../widget/lib/organizer-html.ts";
import type { EventRow } from "../../store/index.ts";
import {
  auditCreated,
  atVersion,
  defined,
  notFound,
  ownEvent,
  parseInput,
  saveVersioned,
  type CatalogActor,
  type CatalogDeps,
} from "./common.ts";
import { EventCreate, EventPatch } from "./schemas.ts";
import { eventView } from "./views.ts";

export async function listEvents(deps: Pick<CatalogDeps, "store">, organizerId: number) {
  return (await deps.store.events.listEvents(organizerId)).map(eventView);
}

export async function getEvent(deps: Pick<CatalogDeps, "store">, organizerId: number, eventId: number) {
  return eventView(await ownEvent(deps.store, organizerId, eventId));
}

/** Dates that contradict each other: an end before the start, a presale that ends before it starts. */
function checkDates(e: Pick<EventRow, "start_date" | "end_date" | "presale_starts_at" | "presale_ends_at">): void {
  const before = (a: string | null, b: string | null) => a !== null && b !== null && Date.parse(a) > Date.parse(b);
  if (before(e.start_date, e.end_date))
    throw new ApiError(400, "invalid_request", "end_date: must not be before start_date", "end_date");
  if (before(e.presale_starts_at, e.presale_ends_at))
    throw new ApiError(
      400,
      "invalid_request",
      "presale_ends_at: must not be before presale_starts_at",
      "presale_ends_at",
    );
}

export async function createEvent(deps: CatalogDeps, actor: CatalogActor, organizerId: number, body: unknown) {
  const input = parseInput(EventCreate, body);
  checkDates(input);
  return deps.store.transaction(async (tx) => {
    const organizer = await tx.catalog.organizer(organizerId);
    if (!organizer) throw notFound("organizer");
    // Event ids are handed out here, not by the database (seeded events keep the ids the seed gives them).
    await tx.lockNamed("catalog:ids");
    const id = await tx.catalog.nextEventId();
    await tx.catalog.insertEvent({
      id,
      organizer_id: organizerId,
      name: input.name,
      description_html: sanitizeOrganizerHtml(input.description_html),
      attention: input.attention,
      venue: input.venue,
      time_zone: input.time_zone,
      start_date: input.start_date,
      end_date: input.end_date,
      presale_starts_at: input.presale_starts_at,
      presale_ends_at: input.presale_ends_at,
      force_sold_out: +input.force_sold_out,
      event_ended: 0,
      event_sold_out: 0,
      currency: input.currency ?? organizer.currency,
      card_path: organizer.card_path,
      max_tickets_per_buyer: null,
    });
    const after = (await tx.catalog.event(organizerId, id))!;
    return auditCreated(tx, deps, eventView(after), {
      actor,
      organizerId,
      eventId: id,
      action: "event.create",
      target: `event:${id}`,
    });
  });
}

export async function updateEvent(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const { version, force_sold_out, description_html, ...rest } = parseInput(EventPatch, body);
  return deps.store.transaction(async (tx) => {
    const before = atVersion(await ownEvent(tx, organizerId, eventId), "event", version);
    const patch = {
      ...defined(rest),
      ...(force_sold_out === undefined ? {} : { force_sold_out: +force_sold_out }),
      ...(description_html === undefined ? {} : { description_html: sanitizeOrganizerHtml(description_html) }),
    };
    checkDates({ ...before, ...patch });
    return saveVersioned(tx, deps, {
      what: "event",
      version,
      before,
      update: () => tx.catalog.updateEvent(organizerId, eventId, version, patch),
      load: () => tx.catalog.event(organizerId, eventId),
      view: eventView,
      audit: { actor, organizerId, eventId, action: "event.update", target: `event:${eventId}` },
    });
  });
}
