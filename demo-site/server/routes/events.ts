import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { eventCacheControl, type CachedEvent } from "../domain/events/event-cache.ts";
import { matchesIfNoneMatch } from "../http/etag.ts";
import { ApiError } from "../domain/errors.ts";
import { parseId } from "../domain/events/event-id.ts";

export function eventNotFound(raw: string): ApiError {
  return new ApiError(
    404,
    "event_not_found",
    `No event with id "${raw}". Use the numeric id of an existing event, e.g. /api/events/101.`,
  );
}

/** The cached body of event `rawId`, or undefined; a cache hit without a promise's turn (the spike's common case). */
export function cachedEvent(
  ctx: AppContext,
  rawId: string,
): CachedEvent | undefined | Promise<CachedEvent | undefined> {
  const id = parseId(rawId);
  return id === null ? undefined : ctx.events.get(id);
}

/**
 * GET /api/events/:id. A cache hit is answered in the same turn, with no promise made: in an on-sale spike this is
 * most requests, and each promise and header object is CPU the spike pays for thousands of times a second.
 */
export function getEventRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  rawId: string,
): void | Promise<void> {
  const event = cachedEvent(ctx, rawId);
  if (event instanceof Promise) return event.then((loaded) => answerEvent(req, res, rawId, loaded));
  answerEvent(req, res, rawId, event);
}

function answerEvent(req: IncomingMessage, res: ServerResponse, rawId: string, event: CachedEvent | undefined): void {
  if (!event) throw eventNotFound(rawId);
  if (matchesIfNoneMatch(req.headers["if-none-match"], event.etag)) {
    res.writeHead(304, { "cache-control": eventCacheControl, etag: event.etag, "x-content-type-options": "nosniff" });
    res.end();
    return;
  }
  res.writeHead(200, event.head);
  res.end(event.body);
}
