// GET …/events/:event/sales (sold, held, left per ticket type, as of now) and GET …/events/:event/snippet.
import { eventSales } from "../../domain/catalog/sales.ts";
import { eventSnippet } from "../../domain/catalog/snippet.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

const base = String.raw`^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)`;

export const catalogSaleRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${base}\\/sales$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, await eventSales(ctx, call.organizerId!, pathId(call.params[1], "event")));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/snippet$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, await eventSnippet(ctx, ctx.origin(), call.organizerId!, eventId));
        },
      },
    },
  },
];
