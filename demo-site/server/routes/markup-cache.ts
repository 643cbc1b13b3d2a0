import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedEvent } from "../domain/events/event-cache.ts";
import type { ContentCoding } from "../http/encoding.ts";

/**
 * How long one answer's bytes are reused. They carry the server's clock (`now`, the instant availability was
 * computed at), so they may not live long: the next second's answers carry the next second's clock. What is costly,
 * the render, lives longer (`RenderedMarkup.validUntil`): a new clock costs a JSON serialization and, per encoding
 * asked for, a compression (about 0.3 ms for event 101's 15 KB), not a render (3-45 ms on a busy 2-core machine).
 */
export const MARKUP_MAX_AGE_MS = 1_000;

/** Distinct renders kept per database; the query is the buyer's, so the key space must not grow without end. */
export const MARKUP_MAX_ENTRIES = 500;

/** One answer: its JSON bytes and, made on first demand, their compressed forms. */
export interface MarkupAnswer {
  json: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

/** A render at one clock time: the answer without its clock, and the clock time from which it may differ. */
export interface RenderedMarkup {
  body: Record<string, unknown>;
  /** Epoch ms: the first instant at which the same inputs could render differently (Infinity: never by time alone). */
  validUntil: number;
}

interface Entry {
  source: CachedEvent;
  rendered: RenderedMarkup;
  answer: MarkupAnswer;
  /** performance.now() when `answer` was stamped with the clock. */
  stampedAt: number;
}

const cache = new Map<string, Entry>();

const stamp = (rendered: RenderedMarkup, now: number): MarkupAnswer => ({
  json: Buffer.from(JSON.stringify({ ...rendered.body, now })),
  encoded: {},
});

/**
 * The answer for `key` (every input of the render: event, language, currency, origin; dates are in the event's zone).
 * - `render(now)` renders at clock time `now` (epoch ms); it runs only when no render of this key is kept from the
 *   same cached event body (`source`) whose `validUntil` is still ahead. So a render lives as long as the event
 *   cache serves that body: any write to the database, or a counted hold's expiry, starts new renders at once,
 *   as for event reads; and a presale that opens or closes starts them at that instant (`validUntil`).
 * - Its bytes, stamped with the clock, are reused for MARKUP_MAX_AGE_MS, then stamped again from the same render.
 * An on-sale spike loads one event in a handful of languages, so nearly every request is a hit; a
 * cold load (the bench, a buyer after a quiet minute) no longer waits for a render. Unknown events (render answers
 * undefined) are not cached.
 */
export function cachedMarkup(
  source: CachedEvent,
  key: string,
  render: (now: number) => RenderedMarkup | undefined,
  now = performance.now(),
  clock = Date.now(),
): MarkupAnswer | undefined {
  const hit = cache.get(key);
  if (hit && hit.source === source && clock < hit.rendered.validUntil) {
    if (now - hit.stampedAt >= MARKUP_MAX_AGE_MS)
      Object.assign(hit, { answer: stamp(hit.rendered, clock), stampedAt: now });
    return hit.answer;
  }
  const rendered = render(clock);
  if (rendered === undefined) return undefined;
  cache.delete(key); // re-inserted last: the Map's order is then the order of age
  if (cache.size >= MARKUP_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const entry: Entry = { source, rendered, answer: stamp(rendered, clock), stampedAt: now };
  cache.set(key, entry);
  return entry.answer;
}

/**
 * The answer's bytes in `coding`, compressed once per answer. Brotli at quality 5 and gzip at level 6: a
 * miss must stay cheap (well under a millisecond for the ~15 KB answer), and the answer is 3.5–4x smaller.
 */
export function encodedMarkup(answer: MarkupAnswer, coding: ContentCoding): Buffer {
  const cached = answer.encoded[coding];
  if (cached) return cached;
  const bytes =
    coding === "br"
      ? brotliCompressSync(answer.json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
          },
        })
      : gzipSync(answer.json, { level: 6 });
  answer.encoded[coding] = bytes;
  return bytes;
}
