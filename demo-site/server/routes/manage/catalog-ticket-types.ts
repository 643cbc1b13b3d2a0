// An event's ticket types: GET|POST …/ticket-types, PATCH|DELETE …/ticket-types/:id, PUT …/ticket-types/order.
import {
  createTicketType,
  deleteTicketType,
  listTicketTypes,
  reorderTicketTypes,
  updateTicketType,
} from "../../domain/catalog/ticket-types.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { eventRoute } from "./event-route.ts";
import type { ManageRoute } from "./manage-route.ts";

const idOf = (params: string[]) => pathId(params[2], "ticket type");

export const catalogTicketTypeRoutes: ManageRoute[] = [
  eventRoute("/ticket-types", {
    GET: {
      status: 200,
      run: async (ctx, c) => ({ ticket_types: await listTicketTypes(ctx, c.organizerId, c.eventId) }),
    },
    POST: { status: 201, run: (ctx, c) => createTicketType(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
  eventRoute("/ticket-types/order", {
    PUT: {
      status: 200,
      run: async (ctx, c) => ({
        ticket_types: await reorderTicketTypes(ctx, c.actor, c.organizerId, c.eventId, c.body),
      }),
    },
  }),
  eventRoute(String.raw`/ticket-types/(\d+)`, {
    PATCH: {
      status: 200,
      run: (ctx, c) => updateTicketType(ctx, c.actor, c.organizerId, c.eventId, idOf(c.params), c.body),
    },
    DELETE: { status: 204, run: (ctx, c) => deleteTicketType(ctx, c.actor, c.organizerId, c.eventId, idOf(c.params)) },
  }),
];
