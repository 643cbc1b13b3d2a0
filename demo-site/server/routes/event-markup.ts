// GET /api/events/:id/markup: the event with its step 1 rendered (paint/server-paint.ts), the render cached per event
// body and render inputs until the presale opens or closes (markup-cache.ts), and sent compressed.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { pickEncoding } from "../http/encoding.ts";
import { sendJsonBytes } from "../http/json.ts";
import { paintInputs, render, renderChangesAt } from "../paint/server-paint.ts";
import { cachedMarkup, encodedMarkup } from "./markup-cache.ts";
import { cachedEvent, eventNotFound } from "./events.ts";

/**
 * GET /api/events/:id/markup?lang=&currency= — the event (as GET /api/events/:id) together with step 1
 * rendered by the widget's own React components, for the loader to paint before any widget code has run and
 * for the widget to hydrate (`widget/element.ts`). The query carries what the client will decide the same
 * way: the requested language (element `lang`, else the page's) and the `currency` attribute. Dates are in the
 * event's own zone, so `tz`/`tzo` (older loaders and frames send them) are accepted and change nothing.
 * `css` is the widget's stylesheet, adopted by the shadow root (no <style>, no style attribute in `html`).
 * `numbers` lists every amount and percentage the render formatted, as formatted here, for the client's first render;
 * `money` how this server's Intl writes amounts in each of their locale and currency pairs, for every later amount.
 */
export async function eventMarkupRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  rawId: string,
): Promise<void> {
  let cached = cachedEvent(ctx, rawId);
  if (cached instanceof Promise) cached = await cached;
  if (!cached) throw eventNotFound(rawId);
  const source = cached;
  const inputs = paintInputs(ctx, req, new URL(req.url ?? "/", "http://x").searchParams);
  const key = [rawId, inputs.lang, inputs.currency ?? "", inputs.origin].join("\n");
  const answer = cachedMarkup(source, key, (now) => {
    // The cache stamps each answer with its own clock: the render's is left out.
    const { payload, now: _renderedAt, ...rest } = render(source.payload, inputs, now);
    return { body: { ...rest, event: payload }, validUntil: renderChangesAt(source.payload, now) };
  });
  if (!answer) throw eventNotFound(rawId);
  const coding = pickEncoding(req.headers["accept-encoding"]);
  const body = coding ? encodedMarkup(answer, coding) : answer.json;
  // no-store (sendJsonBytes' default): the answer carries the server's clock (markup-cache.ts), which no shared
  // cache may hold for seconds.
  sendJsonBytes(res, 200, body, { vary: "accept-encoding", ...(coding ? { "content-encoding": coding } : {}) });
}
