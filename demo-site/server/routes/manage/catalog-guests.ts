// An event's guest list: GET|POST …/guests, POST …/guests/import {csv}, POST …/guests/invite {tokens?, lang?}.
import { addGuest, importGuests, inviteGuests, listGuests } from "../../domain/catalog/guests.ts";
import { eventRoute } from "./event-route.ts";
import type { ManageRoute } from "./manage-route.ts";

export const catalogGuestRoutes: ManageRoute[] = [
  eventRoute("/guests", {
    GET: { status: 200, run: async (ctx, c) => ({ guests: await listGuests(ctx, c.organizerId, c.eventId) }) },
    POST: { status: 201, run: (ctx, c) => addGuest(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
  eventRoute("/guests/import", {
    POST: { status: 200, run: (ctx, c) => importGuests(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
  eventRoute("/guests/invite", {
    POST: { status: 200, run: (ctx, c) => inviteGuests(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
];
