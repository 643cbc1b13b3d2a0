import type { ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { getEventPayload } from "../db/events.ts";
import { ApiError, sendJson } from "../http/json.ts";

/** Path ids are positive integers; anything else is simply an event that does not exist. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

export function eventNotFound(raw: string): ApiError {
  return new ApiError(404, "event_not_found", `No event with id "${raw}". Use the numeric id of an existing event, e.g. /api/events/101.`);
}

export function getEventRoute(ctx: AppContext, res: ServerResponse, rawId: string): void {
  const id = parseId(rawId);
  const payload = id === null ? undefined : getEventPayload(ctx.db, id);
  if (!payload) throw eventNotFound(rawId);
  sendJson(res, 200, payload);
}
