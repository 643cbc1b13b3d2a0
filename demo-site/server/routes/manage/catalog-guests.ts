// An event's guest list: GET|POST …/guests, POST …/guests/import {csv}, POST …/guests/invite {tokens?, lang?}.
import { addGuest, importGuests, inviteGuests, listGuests } from "../../domain/catalog/guests.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

const base = String.raw`^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/guests`;

export const catalogGuestRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${base}$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, { guests: await listGuests(ctx, call.organizerId!, eventId) });
        },
      },
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 201, await addGuest(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/import$`),
    methods: {
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, await importGuests(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/invite$`),
    methods: {
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, await inviteGuests(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
];
