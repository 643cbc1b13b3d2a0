// POST …/events/:event/cancel {confirm: "<the event's name>"} cancels the event (a fresh sign-in: it moves every
// buyer's money) and answers its job; GET …/events/:event/cancel answers the job's progress. Owners and managers
// ("orders" access): refunding is theirs.
import { cancelEvent, cancelProgress } from "../../domain/cancel-event/start.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import { auditActorOf, orderEventActor, type Actor, type ManageRoute } from "./manage-route.ts";

const actors = (actor: Actor) => ({ audit: auditActorOf(actor), timeline: orderEventActor(actor) });

export const cancelRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/cancel$/,
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, await cancelProgress(ctx, call.organizerId!, eventId));
        },
      },
      POST: {
        access: "orders",
        fresh: true,
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          const { created, job } = await cancelEvent(ctx, actors(call.actor!), call.organizerId!, eventId, call.body);
          sendJson(res, created ? 201 : 200, job);
        },
      },
    },
  },
];
