import type { Route } from "./router.ts";
import { getEventRoute } from "./routes/events.ts";

/** Every /api/* route (CONTRACTS.md "API"). */
export const apiRoutes: Route[] = [
  { pattern: /^\/api\/events\/([^/]+)$/, methods: { GET: (ctx, _req, res, [id]) => getEventRoute(ctx, res, id ?? "") } },
];
