import type { Page } from "@playwright/test";

/** What is alive in the page: event listeners, pending timeouts, running intervals, observing observers. */
export interface LiveCounts {
  /** Listeners on targets still alive (after a garbage collection) that are not detached DOM nodes. */
  listeners: number;
  /** Detached DOM nodes still alive that hold listeners, and those listeners: a removed checkout kept alive. */
  detachedTargets: number;
  detachedListeners: number;
  timeouts: number;
  intervals: number;
  observers: number;
}

/**
 * Instruments the page before any of its scripts run: addEventListener/removeEventListener (per target, type,
 * capture and listener, as the DOM dedupes them; a `once` listener counts until it fires, a `signal` one until
 * the abort), setTimeout/clearTimeout (until fired or cleared), setInterval/clearInterval, and
 * Mutation/Resize/IntersectionObserver (observe until disconnect). `window.__tcLive()` returns the counts; run
 * `collectGarbage(page)` first, so listeners on nodes nothing references any more (React never removes the
 * listeners it puts on a root's container) do not count. `window.__tcUntrackedAdd` is the original
 * addEventListener, for the test's own listeners.
 */
export async function instrumentLiveCounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    const registry = new WeakMap<EventTarget, Map<string, Set<unknown>>>();
    const targets = new Set<WeakRef<EventTarget>>();
    const slot = (target: EventTarget, type: string, options: unknown) => {
      const capture =
        typeof options === "boolean" ? options : !!(options as { capture?: boolean } | undefined)?.capture;
      let byType = registry.get(target);
      if (!byType) {
        registry.set(target, (byType = new Map()));
        targets.add(new WeakRef(target));
      }
      const key = `${type}|${capture}`;
      let set = byType.get(key);
      if (!set) byType.set(key, (set = new Set()));
      return set;
    };
    const forget = (set: Set<unknown>, fn: unknown) => set.delete(fn);
    proto.addEventListener = function (
      this: EventTarget,
      type: string,
      fn: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (fn && !(typeof options === "object" && options.signal?.aborted)) {
        const set = slot(this, type, options);
        if (!set.has(fn)) {
          set.add(fn);
          const opts = typeof options === "object" ? options : undefined;
          if (opts?.once) add.call(this, type, () => forget(set, fn), { once: true, capture: opts.capture });
          if (opts?.signal) add.call(opts.signal, "abort", () => forget(set, fn), { once: true });
        }
      }
      return add.call(this, type, fn, options);
    };
    proto.removeEventListener = function (
      this: EventTarget,
      type: string,
      fn: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      if (fn) forget(slot(this, type, options), fn);
      return remove.call(this, type, fn, options);
    };
    w.__tcUntrackedAdd = add;

    const timeouts = new Set<unknown>();
    const intervals = new Set<unknown>();
    const [st, ct, si, ci] = [window.setTimeout, window.clearTimeout, window.setInterval, window.clearInterval];
    w.setTimeout = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = st(() => {
        timeouts.delete(id);
        if (typeof fn === "function") fn(...args);
      }, ms);
      timeouts.add(id);
      return id;
    };
    w.clearTimeout = (id?: number) => {
      timeouts.delete(id);
      ct(id);
    };
    w.setInterval = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(fn, ms, ...args);
      intervals.add(id);
      return id;
    };
    w.clearInterval = (id?: number) => {
      intervals.delete(id);
      ci(id);
    };

    const observing = new Set<unknown>();
    for (const name of ["MutationObserver", "ResizeObserver", "IntersectionObserver"]) {
      const Base = w[name] as
        { new (...a: never[]): { observe(...a: unknown[]): void; disconnect(): void } } | undefined;
      if (!Base) continue;
      w[name] = class extends Base {
        override observe(...a: unknown[]) {
          observing.add(this);
          return super.observe(...a);
        }
        override disconnect() {
          observing.delete(this);
          return super.disconnect();
        }
      };
    }
    w.__tcLive = () => {
      const counts = {
        listeners: 0,
        detachedTargets: 0,
        detachedListeners: 0,
        timeouts: timeouts.size,
        intervals: intervals.size,
        observers: observing.size,
      };
      for (const ref of targets) {
        const target = ref.deref();
        if (!target) {
          targets.delete(ref);
          continue;
        }
        let n = 0;
        for (const set of registry.get(target)!.values()) n += set.size;
        if (!n) continue;
        // A shadow root is "connected" when its host is; a detached one counts apart.
        if (target instanceof Node && !target.isConnected) {
          counts.detachedTargets++;
          counts.detachedListeners += n;
        } else counts.listeners += n;
      }
      return counts;
    };
  });
}

/** A full garbage collection in the page (Chromium DevTools protocol), so only what is still referenced counts. */
export async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.detach();
}
