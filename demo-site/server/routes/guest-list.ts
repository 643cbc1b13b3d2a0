import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError } from "../domain/errors.ts";
import { sendJson } from "../http/json.ts";
import { parseId } from "../domain/events/event-id.ts";
import { clientKey } from "./client.ts";

/**
 * GET /api/events/:id/guest-list/:token — a token of another event is as unknown as a made-up one (404). A used
 * token answers `used: true`, which spec §2's "already used" notice needs; so that this difference is no free
 * oracle, both an unknown and a used token take a point of the client's guest-list budget for the event (only an
 * unused token, the invitation working, gives it back), and over budget the answer is 429 whatever the token.
 */
export async function getGuestListRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  rawId: string,
  rawToken: string,
): Promise<void> {
  const id = parseId(rawId);
  let token: string;
  try {
    token = decodeURIComponent(rawToken);
  } catch {
    token = "";
  }
  const notFound = () =>
    new ApiError(
      404,
      "guest_list_token_not_found",
      "This guest-list link is not valid for this event. Check the link in the invitation.",
    );
  if (id === null || !(await ctx.store.events.event(id))) throw notFound();
  const guess = await ctx.abuse.guess("guest_list", id, clientKey(ctx, req));
  const found = token === "" ? undefined : await ctx.store.guestList.find(token);
  const row = found && found.event_id === id ? found : undefined;
  if (!row) throw notFound();
  if (row.used !== 1) await guess.succeeded();
  sendJson(res, 200, { token: row.token, ticket_id: row.ticket_id, used: row.used === 1 });
}
