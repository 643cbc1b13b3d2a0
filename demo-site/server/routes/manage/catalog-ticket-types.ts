// An event's ticket types: GET|POST …/ticket-types, PATCH|DELETE …/ticket-types/:id, PUT …/ticket-types/order.
import {
  createTicketType,
  deleteTicketType,
  listTicketTypes,
  reorderTicketTypes,
  updateTicketType,
} from "../../domain/catalog/ticket-types.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

const base = String.raw`^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/ticket-types`;

export const catalogTicketTypeRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${base}$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, { ticket_types: await listTicketTypes(ctx, call.organizerId!, eventId) });
        },
      },
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 201, await createTicketType(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/order$`),
    methods: {
      PUT: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          const ticketTypes = await reorderTicketTypes(ctx, call.actor!, call.organizerId!, eventId, call.body);
          sendJson(res, 200, { ticket_types: ticketTypes });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/(\\d+)$`),
    methods: {
      PATCH: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const [eventId, id] = [pathId(call.params[1], "event"), pathId(call.params[2], "ticket type")];
          sendJson(res, 200, await updateTicketType(ctx, call.actor!, call.organizerId!, eventId, id, call.body));
        },
      },
      DELETE: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const [eventId, id] = [pathId(call.params[1], "event"), pathId(call.params[2], "ticket type")];
          await deleteTicketType(ctx, call.actor!, call.organizerId!, eventId, id);
          res.writeHead(204).end();
        },
      },
    },
  },
];
