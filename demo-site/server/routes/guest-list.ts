import type { ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError, sendJson } from "../http/json.ts";
import { parseId } from "./events.ts";

interface GuestRow {
  token: string;
  ticket_id: number;
  used: number;
}

export function findGuestToken(ctx: AppContext, eventId: number, token: string): GuestRow | undefined {
  return ctx.db.prepare("SELECT token, ticket_id, used FROM guest_list WHERE token = ? AND event_id = ?").get(token, eventId) as GuestRow | undefined;
}

/** GET /api/events/:id/guest-list/:token — a token of another event is as unknown as a made-up one. */
export function getGuestListRoute(ctx: AppContext, res: ServerResponse, rawId: string, rawToken: string): void {
  const id = parseId(rawId);
  let token = "";
  try {
    token = decodeURIComponent(rawToken);
  } catch {
    token = "";
  }
  const row = id === null || token === "" ? undefined : findGuestToken(ctx, id, token);
  if (!row) {
    throw new ApiError(404, "guest_list_token_not_found", "This guest-list link is not valid for this event. Check the link in the invitation.");
  }
  sendJson(res, 200, { token: row.token, ticket_id: row.ticket_id, used: row.used === 1 });
}
