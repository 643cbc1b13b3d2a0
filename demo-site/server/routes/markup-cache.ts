import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedEvent } from "../domain/events/event-cache.ts";
import type { ContentCoding } from "../http/encoding.ts";

/**
 * How long one rendered answer is reused. It carries the server's clock (`now`, the instant availability was
 * computed at), so it may not live long: a sale that opens is shown by the next second's answers. Stock is
 * fresher still: an answer is reused only while the event cache serves the very body it was rendered from, so any
 * write to the database, or a counted hold's expiry, starts new answers at once, as for event reads.
 */
export const MARKUP_MAX_AGE_MS = 1_000;

/** Distinct answers kept per database; the query is the buyer's, so the key space must not grow without end. */
export const MARKUP_MAX_ENTRIES = 500;

/** One rendered answer: its JSON bytes and, made on first demand, its compressed forms. */
export interface MarkupAnswer {
  json: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

interface Entry extends MarkupAnswer {
  source: CachedEvent;
  createdAt: number;
}

const cache = new Map<string, Entry>();

/**
 * The answer for `key` (every input of the render: event, language, currency, time zone, origin), rendered by
 * `render` only when there is no answer younger than MARKUP_MAX_AGE_MS from the same cached event body (`source`). An
 * on-sale spike loads one event in a handful of languages and zones, so nearly every request is a hit: the
 * render (react-dom/server's production build: about 2.5 ms of CPU for event 111) once per key and second, not once per buyer. Unknown events (render
 * answers undefined) are not cached.
 */
export function cachedMarkup(
  source: CachedEvent,
  key: string,
  render: () => unknown,
  now = performance.now(),
): MarkupAnswer | undefined {
  const hit = cache.get(key);
  if (hit && hit.source === source && now - hit.createdAt < MARKUP_MAX_AGE_MS) return hit;
  const body = render();
  if (body === undefined) return undefined;
  const entry: Entry = { json: Buffer.from(JSON.stringify(body)), encoded: {}, source, createdAt: now };
  cache.delete(key); // re-inserted last: the Map's order is then the order of age
  if (cache.size >= MARKUP_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

/**
 * The answer's bytes in `coding`, compressed once per answer. Brotli at quality 5 and gzip at level 6: a
 * miss must stay cheap (well under a millisecond for the ~18 KB answer), and the answer is 3.5–4x smaller.
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
