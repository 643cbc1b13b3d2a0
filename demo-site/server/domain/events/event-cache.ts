import { createHash } from "node:crypto";
import { getEventPayload } from "./event-payload.ts";
import type { Db } from "../../store/sqlite/open.ts";
import { statement } from "../../store/sqlite/statements.ts";

/** The serialized GET /api/events/:id body and its strong ETag (a hash of exactly these bytes). */
export interface CachedEvent {
  body: Buffer;
  etag: string;
}

interface Cache {
  version: string;
  /** performance.now() of the last version check. */
  checkedAt: number;
  events: Map<number, CachedEvent>;
}

const caches = new WeakMap<Db, Cache>();

// The database's own change counters decide when cached payloads are stale, so no writer has to remember
// to invalidate: total_changes() grows with every row this connection writes (orders, payments, anything),
// data_version changes when another connection or process commits to the same file.
const versionSql = "SELECT total_changes() || '.' || (SELECT data_version FROM pragma_data_version)";

function currentVersion(db: Db): string {
  return statement(db, versionSql).pluck().get() as string;
}

/**
 * How long a version check holds. The check is one SQL round (about a third of an event read's CPU, measured
 * with a CPU profile under autocannon), so in an on-sale spike it is made at most every 10 ms, not per request.
 * A write answered by this server marks the cache at once (eventsMayHaveChanged), so an order's own buyer and
 * everyone after never read the stock from before it; only writes from elsewhere (another process on the same
 * file, a background job) can be up to 10 ms late, far inside the 35 s a CDN may already show (routes/events.ts).
 */
export const VERSION_CHECK_MS = 10;

/** After a request that may have written: the next read checks the database's version again. */
export function eventsMayHaveChanged(db: Db): void {
  const cache = caches.get(db);
  if (cache) cache.checkedAt = -Infinity;
}

/** This database's cache, emptied when its version changed (checked at most every VERSION_CHECK_MS). */
function freshCache(db: Db): Cache {
  const now = performance.now();
  let cache = caches.get(db);
  if (!cache || now - cache.checkedAt >= VERSION_CHECK_MS) {
    const version = currentVersion(db);
    if (!cache || cache.version !== version) caches.set(db, (cache = { version, checkedAt: now, events: new Map() }));
    else cache.checkedAt = now;
  }
  return cache;
}

/**
 * The database's data version as the event cache last saw it: equal strings mean no write in between (to the
 * same 10 ms as event reads). Other caches of event-derived answers key on it (routes/markup-cache.ts).
 */
export function eventsVersion(db: Db): string {
  return freshCache(db).version;
}

/**
 * The event's API body, serialized once and reused until the database changes; undefined for an unknown id
 * (misses are not cached, so probing ids cannot grow the cache beyond the events that exist).
 */
export function getCachedEvent(db: Db, id: number): CachedEvent | undefined {
  const cache = freshCache(db);
  const hit = cache.events.get(id);
  if (hit) return hit;
  const payload = getEventPayload(db, id);
  if (!payload) return undefined;
  const body = Buffer.from(JSON.stringify(payload));
  const entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  cache.events.set(id, entry);
  return entry;
}
