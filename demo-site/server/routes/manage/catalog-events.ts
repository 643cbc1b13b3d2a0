// GET|POST /api/manage/organizers/:org/events and GET|PATCH …/events/:event (owners and managers).
import { createEvent, getEvent, listEvents, updateEvent } from "../../domain/catalog/events.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
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
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)$/,
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, await getEvent(ctx, call.organizerId!, pathId(call.params[1], "event")));
        },
      },
      PATCH: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, await updateEvent(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
];
