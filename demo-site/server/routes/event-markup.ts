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
import { getEventPayload } from "../db/events.ts";
import { sendJson } from "../http/json.ts";
import { sanitizeBasicHtml } from "../pages/html.ts";
import { buyerTimeZone } from "./buyer-time-zone.ts";
import { eventNotFound, parseId } from "./events.ts";

setServerSanitizer((html) => (html ? sanitizeBasicHtml(html).value : ""));
// The server renders any language at once; the browser fetches its language's strings (widget/i18n/load-locale.ts).
registerAllLocales();

/** The origin the buyer's browser used for this request (the widget's apiOrigin), else the configured one. */
function requestOrigin(ctx: AppContext, req: IncomingMessage): string {
  const configured = ctx.origin();
  const host = req.headers.host;
  if (!host || !/^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return configured;
  return `${new URL(configured).protocol}//${host}`;
}

/** Step 1 of an event as the server paints it (the loader's and the checkout frame's first paint). */
export interface ServerPaint extends FirstPaint {
  /** The event as GET /api/events/:id sends it. */
  payload: NonNullable<ReturnType<typeof getEventPayload>>;
  html: string;
  css: string;
}

/**
 * Step 1 rendered by the widget's own React components for the element attributes the client will use (`lang`,
 * `currency`) and the buyer's time zone (`tz`, else the offset `tzo`: `buyer-time-zone.ts`); undefined for an unknown event.
 */
export function renderServerPaint(ctx: AppContext, req: IncomingMessage, rawId: string, query: URLSearchParams): ServerPaint | undefined {
  const id = parseId(rawId);
  const payload = id === null ? undefined : getEventPayload(ctx.db, id);
  if (!payload) return undefined;
  const event = v.parse(EventSchema, payload);
  // The element's `lang`, else the page's <html lang>, else the browser's language (its Accept-Language).
  const accepted = req.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim();
  const lang = (query.get("lang")?.trim() || accepted || "en").slice(0, 35);
  const currency = query.get("currency")?.slice(0, 8) || undefined;
  const firstPaint: FirstPaint = {
    event,
    now: Date.now(),
    dateLabel: formatEventDate(event.start_date, safeLocale(lang), buyerTimeZone(query)),
  };
  const { result: html, labels: numbers } = recordNumberLabels(() =>
    renderToString(createElement(WidgetRoot, { event: String(event.id), lang, currency, apiOrigin: requestOrigin(ctx, req), firstPaint })),
  );
  return { ...firstPaint, numbers, money: moneyPatterns(numbers), payload, html, css: widgetCss };
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
export function eventMarkupRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse, rawId: string): void {
  const paint = renderServerPaint(ctx, req, rawId, new URL(req.url ?? "/", "http://x").searchParams);
  if (!paint) throw eventNotFound(rawId);
  const { payload, ...rest } = paint;
  sendJson(res, 200, { ...rest, event: payload });
}
