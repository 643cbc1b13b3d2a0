import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import type { CachedEvent } from "../domain/events/event-cache.ts";
import { matchesIfNoneMatch } from "../http/etag.ts";
import { ApiError } from "../domain/errors.ts";
import { sendJsonBytes } from "../http/json.ts";

/** Path ids are positive integers; anything else is simply an event that does not exist. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

export function eventNotFound(raw: string): ApiError {
  return new ApiError(404, "event_not_found", `No event with id "${raw}". Use the numeric id of an existing event, e.g. /api/events/101.`);
}

/**
 * Browsers revalidate every time (max-age=0, a cheap 304 with the ETag); shared caches (a CDN) may serve a
 * copy for 5 s and keep serving it for 30 s more while they refetch in the background. So an on-sale spike
 * of thousands of loads reaches this server about once per 5 s per CDN node. The shown stock may then be
 * up to 35 s old; that is safe because every order re-checks stock in its own transaction (409 otherwise).
 */
export const eventCacheControl = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

/** The cached body of event `rawId`, or undefined; a cache hit without a promise's turn (the spike's common case). */
export function cachedEvent(ctx: AppContext, rawId: string): CachedEvent | undefined | Promise<CachedEvent | undefined> {
  const id = parseId(rawId);
  return id === null ? undefined : ctx.events.get(id);
}

export async function getEventRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse, rawId: string): Promise<void> {
  let event = cachedEvent(ctx, rawId);
  if (event instanceof Promise) event = await event;
  if (!event) throw eventNotFound(rawId);
  const headers = { "cache-control": eventCacheControl, etag: event.etag, "x-content-type-options": "nosniff" };
  if (matchesIfNoneMatch(req.headers["if-none-match"], event.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  sendJsonBytes(res, 200, event.body, headers);
}
