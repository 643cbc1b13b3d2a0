// GET|POST /api/manage/organizers/:org/events and GET|PATCH …/events/:event (owners and managers).
import { createEvent, getEvent, listEvents, updateEvent } from "../../domain/catalog/events.ts";
import { sendJson } from "../../http/json.ts";
import { eventRoute } from "./event-route.ts";
import type { ManageRoute } from "./manage-route.ts";

export const catalogEventRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/events$/,
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, { events: await listEvents(ctx, call.organizerId!) });
        },
      },
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          sendJson(res, 201, await createEvent(ctx, call.actor!, call.organizerId!, call.body));
        },
      },
    },
  },
  eventRoute("", {
    GET: { status: 200, run: (ctx, c) => getEvent(ctx, c.organizerId, c.eventId) },
    PATCH: { status: 200, run: (ctx, c) => updateEvent(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
];
