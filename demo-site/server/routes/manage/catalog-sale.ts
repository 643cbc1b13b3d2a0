// GET …/events/:event/sales (sold, held, left per ticket type, as of now) and GET …/events/:event/snippet.
import { eventSales } from "../../domain/catalog/sales.ts";
import { eventSnippet } from "../../domain/catalog/snippet.ts";
import { eventRoute } from "./event-route.ts";
import type { ManageRoute } from "./manage-route.ts";

export const catalogSaleRoutes: ManageRoute[] = [
  eventRoute("/sales", { GET: { status: 200, run: (ctx, c) => eventSales(ctx, c.organizerId, c.eventId) } }),
  eventRoute("/snippet", {
    GET: { status: 200, run: (ctx, c) => eventSnippet(ctx, ctx.origin(), c.organizerId, c.eventId) },
  }),
];
