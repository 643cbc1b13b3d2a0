// The event body kept serialized with its ETag, answered without a promise on a hit, so an on-sale spike of reads
// costs almost nothing. It stays valid while the store's data version does (which shows other processes' commits)
// and until its validUntil; one load per event however many requests wait.
import { createHash } from "node:crypto";
import type { Store } from "../../store/index.ts";
import { loadEventPayload, type EventPayload } from "./event-payload.ts";

/** The serialized GET /api/events/:id body and its strong ETag (a hash of exactly these bytes). */
export interface CachedEvent {
  body: Buffer;
  etag: string;
  /** The 200 answer's headers as one flat array, made once with the body and never changed (routes/events.ts). */
  head: (string | number)[];
  payload: EventPayload;
  /**
   * Clock time (epoch ms) at which the earliest hold counted in `payload` expires, and with it this body; null when
   * it counts none. A hold's expiry is no write, so no data version can tell.
   */
  validUntil: number | null;
}

// How long a data version check holds: the store's dataVersionCheckMs. The check is one query (on SQLite a third of
// an event read's CPU, measured with a CPU profile under autocannon), so in an on-sale spike it is made at most that
// often (10 ms on SQLite, 100 ms on PostgreSQL), not per request. A write answered by this process marks the cache
// at once (mayHaveChanged), so an order's own buyer and everyone after never read the stock from before it; writes
// by other processes on the same database are seen within that time plus one query, far inside the 35 s a CDN may
// already show (routes/events.ts).

type EventSource = Pick<Store, "events" | "stock" | "dataVersion" | "dataVersionCheckMs">;

/**
 * Browsers revalidate every time (max-age=0, a cheap 304 with the ETag); shared caches (a CDN) may serve a
 * copy for 5 s and keep serving it for 30 s more while they refetch in the background. So an on-sale spike
 * of thousands of loads reaches this server about once per 5 s per CDN node. The shown stock may then be
 * up to 35 s old; that is safe because every order re-checks stock in its own transaction (409 otherwise).
 */
export const eventCacheControl = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

const eventHead = (body: Buffer, etag: string): (string | number)[] => [
  "content-type",
  "application/json; charset=utf-8",
  "content-length",
  body.length,
  "cache-control",
  eventCacheControl,
  "etag",
  etag,
  "x-content-type-options",
  "nosniff",
];

/**
 * Event bodies, serialized once and reused until the store's data version changes, this process answers a request
 * that may have written, or a hold they count expires. A hit is answered without a promise (the on-sale spike reads
 * one event tens of thousands of times a second); a miss loads once however many requests wait for it.
 */
export class EventCache {
  declare private readonly store: EventSource;
  declare private readonly clock: () => number;
  declare private version: string | undefined;
  /** performance.now() at the start of the last version check that counts. */
  declare private checkedAt: number;
  declare private invalidatedAt: number;
  declare private checking: { startedAt: number; done: Promise<void> } | undefined;
  declare private events: Map<number, CachedEvent>;
  declare private loading: Map<number, Promise<CachedEvent | undefined>>;

  constructor(store: EventSource, clock: () => number) {
    this.store = store;
    this.clock = clock;
    this.version = undefined;
    this.checkedAt = -Infinity;
    this.invalidatedAt = -Infinity;
    this.checking = undefined;
    this.events = new Map();
    this.loading = new Map();
  }

  /** After a request that may have written: the next read checks the data version again. */
  mayHaveChanged(): void {
    this.checkedAt = -Infinity;
    this.invalidatedAt = performance.now();
    this.loading = new Map();
  }

  /**
   * The event's API body; undefined for an unknown id (misses are not cached, so probing ids cannot grow the cache
   * beyond the events that exist). A fresh hit comes back as it is, anything else as a promise.
   */
  get(id: number): CachedEvent | undefined | Promise<CachedEvent | undefined> {
    if (performance.now() - this.checkedAt < this.store.dataVersionCheckMs) {
      const hit = this.events.get(id);
      if (hit && this.isCurrent(hit)) return hit;
    }
    return this.getChecked(id);
  }

  /** The data version as the cache last saw it: equal strings mean no write in between (to dataVersionCheckMs). */
  async dataVersion(): Promise<string> {
    await this.check();
    return this.version as string;
  }

  private isCurrent(entry: CachedEvent): boolean {
    return entry.validUntil === null || this.clock() < entry.validUntil;
  }

  private async getChecked(id: number): Promise<CachedEvent | undefined> {
    await this.check();
    const hit = this.events.get(id);
    if (hit && this.isCurrent(hit)) return hit;
    let loading = this.loading.get(id);
    if (!loading) {
      const loads = this.loading;
      loading = this.load(id);
      loads.set(id, loading);
      const forget = () => {
        if (loads.get(id) === loading) loads.delete(id);
      };
      loading.then(forget, forget);
    }
    return loading;
  }

  /** Checks the data version unless a check that started after the last possible write is recent or under way. */
  private check(): Promise<void> {
    if (performance.now() - this.checkedAt < this.store.dataVersionCheckMs) return Promise.resolve();
    if (this.checking && this.checking.startedAt >= this.invalidatedAt) return this.checking.done;
    const startedAt = performance.now();
    const checking = {
      startedAt,
      done: this.store.dataVersion().then((version) => {
        if (startedAt < this.checkedAt || startedAt < this.invalidatedAt) return; // a later check or write overtook this one
        if (version !== this.version) {
          this.version = version;
          this.events = new Map();
          this.loading = new Map();
        }
        this.checkedAt = startedAt;
      }),
    };
    this.checking = checking;
    const done = () => {
      if (this.checking === checking) this.checking = undefined;
    };
    checking.done.then(done, done);
    return checking.done;
  }

  private async load(id: number): Promise<CachedEvent | undefined> {
    const events = this.events;
    const loaded = await loadEventPayload(this.store, id, this.clock());
    if (!loaded) return undefined;
    const body = Buffer.from(JSON.stringify(loaded.payload));
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry: CachedEvent = {
      body,
      etag,
      head: eventHead(body, etag),
      payload: loaded.payload,
      validUntil: loaded.validUntil,
    };
    // Kept only while the version it was loaded under still holds (a newer version started a new map).
    if (this.events === events) events.set(id, entry);
    return entry;
  }
}
