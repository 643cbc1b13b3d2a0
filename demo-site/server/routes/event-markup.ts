import type { IncomingMessage, ServerResponse } from "node:http";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { registerAllLocales } from "../../../widget/i18n/all-locales.ts";
import { EventSchema } from "../../../widget/lib/event-schema.ts";
import { formatEventDate, moneyPatterns, recordNumberLabels, safeLocale } from "../../../widget/lib/format.ts";
import type { FirstPaint } from "../../../widget/state/event-atoms.ts";
import { setServerSanitizer } from "../../../widget/ui/SanitizedHtml.tsx";
import { widgetCss } from "../../../widget/ui/styles.ts";
import { WidgetRoot } from "../../../widget/ui/WidgetRoot.tsx";
import type { AppContext } from "../context.ts";
import type { EventPayload } from "../domain/events/event-payload.ts";
import { pickEncoding } from "../http/encoding.ts";
import { sendJsonBytes } from "../http/json.ts";
import { sanitizeBasicHtml } from "../domain/html.ts";
import { buyerTimeZone } from "./buyer-time-zone.ts";
import { cachedMarkup, encodedMarkup } from "./markup-cache.ts";
import { cachedEvent, eventNotFound } from "./events.ts";

setServerSanitizer((html) => (html ? sanitizeBasicHtml(html).value : ""));
// The server renders any language at once; the browser fetches its language's strings (widget/i18n/load-locale.ts).
registerAllLocales();

/** The origin the buyer's browser used for this request (the widget's apiOrigin), else the configured one. */
function requestOrigin(ctx: AppContext, req: IncomingMessage): string {
  const configured = ctx.origin();
  const host = req.headers.host;
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return configured;
  return `${new URL(configured).protocol}//${host}`;
}

/** Step 1 of an event as the server paints it (the loader's and the checkout frame's first paint). */
export interface ServerPaint extends FirstPaint {
  /** The event as GET /api/events/:id sends it. */
  payload: EventPayload;
  html: string;
  css: string;
}

/** Everything a render depends on besides the event: what the client will decide the same way. */
interface PaintInputs {
  lang: string;
  currency: string | undefined;
  timeZone: string | undefined;
  origin: string;
}

function paintInputs(ctx: AppContext, req: IncomingMessage, query: URLSearchParams): PaintInputs {
  // The element's `lang`, else the page's <html lang>, else the browser's language (its Accept-Language).
  const accepted = req.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim();
  return {
    lang: (query.get("lang")?.trim() || accepted || "en").slice(0, 35),
    currency: query.get("currency")?.slice(0, 8) || undefined,
    timeZone: buyerTimeZone(query),
    origin: requestOrigin(ctx, req),
  };
}

function render(payload: EventPayload, inputs: PaintInputs): ServerPaint {
  const event = v.parse(EventSchema, payload);
  const { lang, currency } = inputs;
  const firstPaint: FirstPaint = {
    event,
    now: Date.now(),
    dateLabel: formatEventDate(event.start_date, safeLocale(lang), inputs.timeZone),
  };
  const { result: html, labels: numbers } = recordNumberLabels(() =>
    renderToString(createElement(WidgetRoot, { event: String(event.id), lang, currency, apiOrigin: inputs.origin, firstPaint })),
  );
  return { ...firstPaint, numbers, money: moneyPatterns(numbers), payload, html, css: widgetCss };
}

/**
 * Step 1 rendered by the widget's own React components for the element attributes the client will use (`lang`,
 * `currency`) and the buyer's time zone (`tz`, else the offset `tzo`: `buyer-time-zone.ts`); undefined for an unknown event.
 */
export async function renderServerPaint(ctx: AppContext, req: IncomingMessage, rawId: string, query: URLSearchParams): Promise<ServerPaint | undefined> {
  const cached = await cachedEvent(ctx, rawId);
  return cached && render(cached.payload, paintInputs(ctx, req, query));
}

/**
 * GET /api/events/:id/markup?lang=&currency=&tzo= (or &tz=) — the event (as GET /api/events/:id) together with step 1
 * rendered by the widget's own React components, for the loader to paint before any widget code has run and
 * for the widget to hydrate (`widget/element.ts`). The query carries what the client will decide the same
 * way: the requested language (element `lang`, else the page's), the `currency` attribute and the buyer's time
 * zone, in which the start date is formatted here (`dateLabel`) so the first paint needs no client formatter
 * (the widget re-formats it after hydrating, since a `tzo` offset is today's and can miss a DST change).
 * `css` is the widget's stylesheet, adopted by the shadow root (no <style>, no style attribute in `html`).
 * `numbers` lists every amount and percentage the render formatted, as formatted here, for the client's first render;
 * `money` how this server's Intl writes amounts in each of their locale and currency pairs, for every later amount.
 */
export async function eventMarkupRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse, rawId: string): Promise<void> {
  let cached = cachedEvent(ctx, rawId);
  if (cached instanceof Promise) cached = await cached;
  if (!cached) throw eventNotFound(rawId);
  const source = cached;
  const inputs = paintInputs(ctx, req, new URL(req.url ?? "/", "http://x").searchParams);
  const key = [rawId, inputs.lang, inputs.currency ?? "", inputs.timeZone ?? "", inputs.origin].join("\n");
  const answer = cachedMarkup(source, key, () => {
    const { payload, ...rest } = render(source.payload, inputs);
    return { ...rest, event: payload };
  });
  if (!answer) throw eventNotFound(rawId);
  const coding = pickEncoding(req.headers["accept-encoding"]);
  const body = coding ? encodedMarkup(answer, coding) : answer.json;
  // no-store (sendJsonBytes' default): the answer carries the server's clock (markup-cache.ts), which no shared
  // cache may hold for seconds.
  sendJsonBytes(res, 200, body, { vary: "accept-encoding", ...(coding ? { "content-encoding": coding } : {}) });
}
