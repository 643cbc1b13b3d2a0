// GET …/events/:event/dashboard: the event's figures (domain/dashboard). Access "orders": money and buyers are
// owners' and managers' business, not the door's; an API token with orders:read may read it too.
import { pathId } from "../../domain/catalog/common.ts";
import { eventDashboard } from "../../domain/dashboard/dashboard.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

export const dashboardRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/dashboard$/,
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, _req, res, { organizerId, params }) {
          sendJson(res, 200, await eventDashboard(ctx, organizerId!, pathId(params[1], "event")));
        },
      },
    },
  },
];
