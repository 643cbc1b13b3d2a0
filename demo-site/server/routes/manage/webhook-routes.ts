// An organizer's outgoing webhooks (access "settings": owners, and the operator): endpoints, their delivery log and
// redeliver. Adding an endpoint and rotating its secret hand out a secret: a fresh sign-in.
import type { IncomingMessage } from "node:http";
import type { AppContext } from "../../context.ts";
import {
  createEndpoint,
  deleteEndpoint,
  EndpointInput,
  EndpointPatch,
  endpointView,
  listEndpoints,
  ownEndpoint,
  rotateSecret,
  updateEndpoint,
} from "../../domain/webhooks-out/endpoints.ts";
import { listDeliveries, redeliver } from "../../domain/webhooks-out/delivery-log.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";
import { requireFresh, rowId } from "./guard.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)\\/webhooks";
const deps = (ctx: AppContext) => ({ store: ctx.store, clock: ctx.clock, demoMode: ctx.payments.config.demoMode });
const cursorOf = (req: IncomingMessage) => new URL(req.url ?? "/", "http://x").searchParams.get("cursor");

export const webhookRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}$`),
    methods: {
      GET: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId }) {
          sendJson(res, 200, { items: await listEndpoints(ctx, organizerId!), next: null });
        },
      },
      POST: {
        access: "settings",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, body }) {
          sendJson(res, 201, await createEndpoint(deps(ctx), actor!, organizerId!, parseBody(EndpointInput, body)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/(\\d+)$`),
    methods: {
      GET: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId, params }) {
          const row = await ownEndpoint(ctx.store, organizerId!, rowId(params[1]));
          const health = (await ctx.store.webhooksOut.endpointHealth(organizerId!)).get(row.id);
          sendJson(res, 200, { endpoint: endpointView(row, health) });
        },
      },
      PATCH: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId, actor, params, body }) {
          const patch = parseBody(EndpointPatch, body);
          // Where deliveries go, or what they carry: as much power as adding an endpoint. Switching off is not.
          if (patch.url !== undefined || patch.events !== undefined) requireFresh(ctx, actor!);
          sendJson(res, 200, {
            endpoint: await updateEndpoint(deps(ctx), actor!, organizerId!, rowId(params[1]), patch),
          });
        },
      },
      DELETE: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          await deleteEndpoint(deps(ctx), actor!, organizerId!, rowId(params[1]));
          res.writeHead(204).end();
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/(\\d+)\\/rotate-secret$`),
    methods: {
      POST: {
        access: "settings",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          sendJson(res, 200, await rotateSecret(deps(ctx), actor!, organizerId!, rowId(params[1])));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/(\\d+)\\/deliveries$`),
    methods: {
      GET: {
        access: "settings",
        async handle(ctx, req, res, { organizerId, params }) {
          sendJson(res, 200, await listDeliveries(ctx, organizerId!, rowId(params[1]), cursorOf(req)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/(\\d+)\\/deliveries\\/(\\d+)\\/redeliver$`),
    methods: {
      POST: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          const delivery = await redeliver(ctx, actor!, organizerId!, rowId(params[1]), rowId(params[2]));
          sendJson(res, 202, { delivery });
        },
      },
    },
  },
];
