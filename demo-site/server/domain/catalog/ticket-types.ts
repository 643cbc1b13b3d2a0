// An event's ticket types: name, description, price, stock (limited or unlimited), purchase limit, order, hidden.
// Stock never goes below what is sold plus what live reservations hold, counted under the ticket's row lock, the
// same lock every order takes before it takes stock (ARCHITECTURE "Stock"), so no order slips in between.
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import { sanitizeOrganizerHtml } from "../../../../widget/lib/organizer-html.ts";
import type { TicketRow, Tx } from "../../store/index.ts";
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
import { TicketTypeCreate, TicketTypeOrder, TicketTypePatch } from "./schemas.ts";
import { ticketTypeView } from "./views.ts";

export async function listTicketTypes(deps: Pick<CatalogDeps, "store">, organizerId: number, eventId: number) {
  await ownEvent(deps.store, organizerId, eventId);
  return (await deps.store.events.tickets(eventId)).map(ticketTypeView);
}

/** "25" -> "25.00", "7.5" -> "7.50" without a float in between. */
export function normalizePrice(price: string): string {
  const [whole, cents = ""] = price.split(".");
  return `${Number(whole)}.${cents.padEnd(2, "0")}`;
}

/** Refuses a limited stock below sold + held (409 stock_below_taken, with both numbers). Call with the row locked. */
async function checkStock(
  tx: Tx,
  ticket: TicketRow,
  stock: "limited" | "unlimited",
  limit: number | null,
  now: number,
) {
  if (stock === "unlimited") return;
  const { held } = await tx.stock.heldForEvent(ticket.event_id, now);
  const taken = ticket.sold + (held.get(ticket.id) ?? 0);
  if ((limit ?? 0) < taken)
    throw new ApiError(
      409,
      "stock_below_taken",
      `The stock cannot be below ${taken}: ${ticket.sold} sold and ${taken - ticket.sold} held by buyers checking out.`,
      "stock_limit",
      { taken, sold: ticket.sold, held: taken - ticket.sold },
    );
}

export async function createTicketType(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const input = parseInput(TicketTypeCreate, body);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    await tx.lockNamed("catalog:ids");
    const [id, existing] = [await tx.catalog.nextTicketId(), await tx.events.tickets(eventId)];
    await tx.catalog.insertTicket({
      id,
      event_id: eventId,
      ticket_name: input.ticket_name,
      short_description: sanitizeOrganizerHtml(input.short_description),
      price: normalizePrice(input.price),
      ticket_stock: input.ticket_stock,
      stock_limit: input.ticket_stock === "limited" ? input.stock_limit : null,
      sold: 0,
      sort_order: Math.max(0, ...existing.map((t) => t.sort_order + 1)),
      purchase_limit: input.purchase_limit,
      hidden: +input.hidden,
    });
    const after = (await tx.catalog.ticket(eventId, id))!;
    return auditCreated(tx, deps, ticketTypeView(after), {
      actor,
      organizerId,
      eventId,
      action: "ticket_type.create",
      target: `ticket_type:${id}`,
    });
  });
}

export async function updateTicketType(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  ticketId: number,
  body: unknown,
) {
  const { version, hidden, price, short_description, ...rest } = parseInput(TicketTypePatch, body);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    await tx.stock.lock([ticketId]);
    const before = atVersion(await tx.catalog.ticket(eventId, ticketId), "ticket type", version);
    const stock = rest.ticket_stock ?? before.ticket_stock;
    const limit = stock === "unlimited" ? null : rest.stock_limit !== undefined ? rest.stock_limit : before.stock_limit;
    if (stock === "limited" && limit === null)
      throw new ApiError(
        400,
        "invalid_request",
        "stock_limit: must be a number when the stock is limited",
        "stock_limit",
      );
    await checkStock(tx, before, stock, limit, deps.clock());
    const patch = {
      ...defined(rest),
      stock_limit: limit,
      ...(hidden === undefined ? {} : { hidden: +hidden }),
      ...(price === undefined ? {} : { price: normalizePrice(price) }),
      ...(short_description === undefined ? {} : { short_description: sanitizeOrganizerHtml(short_description) }),
    };
    return saveVersioned(tx, deps, {
      what: "ticket type",
      version,
      before,
      update: () => tx.catalog.updateTicket(eventId, ticketId, version, patch),
      load: () => tx.catalog.ticket(eventId, ticketId),
      view: ticketTypeView,
      audit: { actor, organizerId, eventId, action: "ticket_type.update", target: `ticket_type:${ticketId}` },
    });
  });
}

/** Deletes a ticket type nobody ordered, holds or is invited with; one that has them can be hidden instead. */
export async function deleteTicketType(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  ticketId: number,
) {
  await deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    await tx.stock.lock([ticketId]);
    const before = await tx.catalog.ticket(eventId, ticketId);
    if (!before) throw notFound("ticket type");
    if (before.sold > 0 || (await tx.catalog.ticketInUse(ticketId)))
      throw new ApiError(
        409,
        "ticket_type_in_use",
        "Orders, holds or guests refer to this ticket type, so it cannot be deleted: hide it instead (hidden: true).",
      );
    await tx.catalog.deleteTicket(eventId, ticketId);
    await recordAudit(tx, {
      actor,
      organizerId,
      eventId,
      action: "ticket_type.delete",
      target: `ticket_type:${ticketId}`,
      before: ticketTypeView(before),
      at: deps.clock(),
    });
  });
}

/**
 * Puts the event's ticket types in the order of `ids` (every one of them, once). The order is not guarded by the
 * versions: it changes no field a ticket type's form saves, so nobody's edit is lost by it.
 */
export async function reorderTicketTypes(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const { ids } = parseInput(TicketTypeOrder, body);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const tickets = await tx.events.tickets(eventId);
    const own = new Set(tickets.map((t) => t.id));
    if (ids.length !== own.size || new Set(ids).size !== ids.length || !ids.every((id) => own.has(id)))
      throw new ApiError(
        400,
        "invalid_request",
        `ids: must list every ticket type of this event once (${[...own].join(", ")})`,
        "ids",
      );
    for (const [i, id] of ids.entries()) await tx.catalog.setSortOrder(eventId, id, i);
    await recordAudit(tx, {
      actor,
      organizerId,
      eventId,
      action: "ticket_type.reorder",
      target: `event:${eventId}`,
      before: { ids: tickets.map((t) => t.id) },
      after: { ids },
      at: deps.clock(),
    });
    return (await tx.events.tickets(eventId)).map(ticketTypeView);
  });
}
