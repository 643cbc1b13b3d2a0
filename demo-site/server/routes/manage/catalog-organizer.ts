// GET|PATCH /api/manage/organizers/:org: the organizer's settings (reading: owners and managers; changing: owners,
// and a fresh sign-in when the card path changes).
import { FRESH_MS } from "../../domain/accounts/timeouts.ts";
import { getOrganizer, updateOrganizer } from "../../domain/catalog/organizer-settings.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

export const catalogOrganizerRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)$/,
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, await getOrganizer(ctx, call.organizerId!));
        },
      },
      PATCH: {
        access: "settings",
        async handle(ctx, _req, res, call) {
          const fresh = ctx.clock() - call.actor!.authAt <= FRESH_MS;
          sendJson(res, 200, await updateOrganizer(ctx, call.actor!, call.organizerId!, call.body, fresh));
        },
      },
    },
  },
];
