// One event's catalog routes (…/organizers/:org/events/:event and below) share their shape: every method needs
// "catalog", reads the event id from the path (a malformed one is 404 before anything runs) and answers the domain
// function's result as JSON, or nothing (204). eventRoute writes that once; a route file names only what differs.
import type { AppContext } from "../../context.ts";
import { pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import type { Actor, ManageMethod, ManageRoute } from "./manage-route.ts";

/** What the guard checked for a "catalog" method, with the event id parsed. */
export interface EventCall {
  actor: Actor;
  organizerId: number;
  eventId: number;
  /** the pattern's captures: 0 the organizer, 1 the event, from 2 on the suffix's own */
  params: string[];
  body: unknown;
}

export interface EventMethod {
  /** the answer's status; 204 sends no body */
  status: 200 | 201 | 204;
  run(ctx: AppContext, call: EventCall): Promise<unknown>;
}

const eventPath = String.raw`^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)`;

/** The route of `suffix` (regular expression source, "" for the event itself) below one event. */
export function eventRoute(suffix: string, methods: Partial<Record<keyof ManageRoute["methods"], EventMethod>>) {
  const route: ManageRoute = { pattern: new RegExp(`${eventPath}${suffix}$`), methods: {} };
  for (const [name, method] of Object.entries(methods) as [keyof ManageRoute["methods"], EventMethod][]) {
    route.methods[name] = catalogMethod(method);
  }
  return route;
}

function catalogMethod({ status, run }: EventMethod): ManageMethod {
  return {
    access: "catalog",
    async handle(ctx, _req, res, call) {
      const eventId = pathId(call.params[1], "event");
      // "catalog" access: the guard has checked the actor is a member of the organizer in the path.
      const { actor, organizerId, params, body } = call;
      const result = await run(ctx, { actor: actor!, organizerId: organizerId!, eventId, params, body });
      if (status === 204) res.writeHead(204).end();
      else sendJson(res, status, result);
    },
  };
}
