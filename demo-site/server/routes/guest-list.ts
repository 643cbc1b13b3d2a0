import type { ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError } from "../domain/errors.ts";
import { sendJson } from "../http/json.ts";
import { parseId } from "./events.ts";

/** GET /api/events/:id/guest-list/:token — a token of another event is as unknown as a made-up one. */
export async function getGuestListRoute(ctx: AppContext, res: ServerResponse, rawId: string, rawToken: string): Promise<void> {
  const id = parseId(rawId);
  let token = "";
  try {
    token = decodeURIComponent(rawToken);
  } catch {
    token = "";
  }
  const found = id === null || token === "" ? undefined : await ctx.store.guestList.find(token);
  const row = found && found.event_id === id ? found : undefined;
  if (!row) {
    throw new ApiError(404, "guest_list_token_not_found", "This guest-list link is not valid for this event. Check the link in the invitation.");
  }
  sendJson(res, 200, { token: row.token, ticket_id: row.ticket_id, used: row.used === 1 });
}
