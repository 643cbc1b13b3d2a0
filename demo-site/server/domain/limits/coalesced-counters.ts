// Limiter additions that arrive while one is in flight go in one statement, each caller seeing the count as if
// they had run one by one: one upsert per order on one row was once a free order's largest cost on PostgreSQL.
import type { RateLimitQueries } from "../../store/index.ts";

type Counter = { points: number; expire: number | null };

interface Adds {
  expire: number | null;
  now: number;
  calls: { points: number; resolve(counter: Counter): void; reject(err: unknown): void }[];
}

/**
 * The store's counters, with the additions that arrive while one is in flight sent together: ONE statement
 * (RateLimitQueries.addMany) for every key and every request of that time, where each request was one. Every order
 * takes a point before its work, so without this each order costs the database a statement and a commit of its own,
 * and requests from one address (one counter row) queue for that row one by one.
 *
 * Each caller still sees the counter as if the additions had run one after the other in the order they were asked
 * for: the first of a key's callers sees the counter before the batch plus its own points, the next that plus its
 * points, and so on. A replacement (a block) goes on its own, as before.
 */
export class CoalescedCounters implements RateLimitQueries {
  private readonly store: RateLimitQueries;
  private waiting = new Map<string, Adds>();
  private inFlight = false;
  private scheduled = false;

  constructor(store: RateLimitQueries) {
    this.store = store;
  }

  add(key: string, points: number, expire: number | null, now: number, replace: boolean): Promise<Counter> {
    if (replace) return this.store.add(key, points, expire, now, true);
    return new Promise<Counter>((resolve, reject) => {
      const adds = this.waiting.get(key);
      if (adds) {
        adds.calls.push({ points, resolve, reject });
        adds.now = Math.max(adds.now, now);
      } else {
        this.waiting.set(key, { expire, now, calls: [{ points, resolve, reject }] });
      }
      this.schedule();
    });
  }

  addMany(entries: readonly { key: string; points: number; expire: number | null }[], now: number) {
    return this.store.addMany(entries, now);
  }

  get(key: string, now: number) {
    return this.store.get(key, now);
  }

  delete(key: string) {
    return this.store.delete(key);
  }

  prune(before: number) {
    return this.store.prune(before);
  }

  /** After the requests of this turn of the event loop, and never while a batch is in flight. */
  private schedule(): void {
    if (this.scheduled || this.inFlight || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    this.inFlight = true;
    try {
      const entries = [...batch].map(([key, adds]) => ({
        key,
        points: adds.calls.reduce((n, c) => n + c.points, 0),
        expire: adds.expire,
      }));
      const now = Math.max(...[...batch.values()].map((adds) => adds.now));
      let counters: Map<string, Counter>;
      try {
        counters = await this.store.addMany(entries, now);
      } catch (err) {
        for (const adds of batch.values()) for (const call of adds.calls) call.reject(err);
        return;
      }
      for (const [i, [key, adds]] of [...batch].entries()) {
        const after = counters.get(key);
        if (!after) {
          for (const call of adds.calls) call.reject(new Error(`rate_limits: the upsert of ${key} returned no row`));
          continue;
        }
        // The counter before this batch's additions to it (0 when its window started again with them).
        let points = after.points - entries[i]!.points;
        for (const call of adds.calls) call.resolve({ points: (points += call.points), expire: after.expire });
      }
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }
}
