import { createHash } from "node:crypto";
import { getEventPayload } from "./events.ts";
import type { Db } from "./open.ts";
import { statement } from "./statements.ts";

/** The serialized GET /api/events/:id body and its strong ETag (a hash of exactly these bytes). */
export interface CachedEvent {
  body: Buffer;
  etag: string;
}

interface Cache {
  version: string;
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
 * The event's API body, serialized once and reused until the database changes; undefined for an unknown id
 * (misses are not cached, so probing ids cannot grow the cache beyond the events that exist).
 */
export function getCachedEvent(db: Db, id: number): CachedEvent | undefined {
  const version = currentVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) caches.set(db, (cache = { version, events: new Map() }));
  const hit = cache.events.get(id);
  if (hit) return hit;
  const payload = getEventPayload(db, id);
  if (!payload) return undefined;
  const body = Buffer.from(JSON.stringify(payload));
  const entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  cache.events.set(id, entry);
  return entry;
}
