// Step 1 of an event rendered on the server by the widget's own React components: the markup route's answer (the
// loader's first paint) and the embed page's (the checkout frame's). Below both kinds of handlers (routes/, pages/),
// so neither imports the other.
import type { IncomingMessage } from "node:http";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import { registerAllLocales } from "../../../widget/i18n/all-locales.ts";
import { availabilityChangesAt } from "../../../widget/lib/availability.ts";
import { EventSchema } from "../../../widget/lib/event-schema.ts";
import { moneyPatterns, recordLabels } from "../../../widget/lib/format.ts";
import type { FirstPaint } from "../../../widget/state/event-atoms.ts";
import { setServerSanitizer } from "../../../widget/ui/SanitizedHtml.tsx";
import { widgetCss } from "../../../widget/ui/styles.ts";
import { WidgetRoot } from "../../../widget/ui/WidgetRoot.tsx";
import type { AppContext } from "../context.ts";
import { parseId } from "../domain/events/event-id.ts";
import type { EventPayload } from "../domain/events/event-payload.ts";
import { sanitizeBasicHtml } from "../domain/html.ts";

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
export interface PaintInputs {
  lang: string;
  currency: string | undefined;
  origin: string;
}

export function paintInputs(ctx: AppContext, req: IncomingMessage, query: URLSearchParams): PaintInputs {
  // The element's `lang`, else the page's <html lang>, else the browser's language (its Accept-Language).
  const accepted = req.headers["accept-language"]?.split(",")[0]?.split(";")[0]?.trim();
  return {
    lang: (query.get("lang")?.trim() || accepted || "en").slice(0, 35),
    currency: query.get("currency")?.slice(0, 8) || undefined,
    origin: requestOrigin(ctx, req),
  };
}

/** Step 1 rendered at clock time `now` (epoch ms): availability is computed at it. */
export function render(payload: EventPayload, inputs: PaintInputs, now = Date.now()): ServerPaint {
  const event = v.parse(EventSchema, payload);
  const { lang, currency } = inputs;
  const firstPaint: FirstPaint = { event, now };
  // The dates are in the event's zone: the labels recorded here are the text the client writes, handed over so that
  // it need not build a formatter to write them.
  const {
    result: html,
    numbers,
    dates,
  } = recordLabels(() =>
    renderToString(
      createElement(WidgetRoot, { event: String(event.id), lang, currency, apiOrigin: inputs.origin, firstPaint }),
    ),
  );
  return { ...firstPaint, numbers, dates, money: moneyPatterns(numbers), payload, html, css: widgetCss };
}

/**
 * The first clock time after `now` at which the same event and inputs could render differently (a presale that opens
 * or closes); the event's data changing is the event cache's to tell.
 */
export const renderChangesAt = (payload: EventPayload, now: number): number => availabilityChangesAt(payload, now);

/**
 * Step 1 rendered by the widget's own React components for the element attributes the client will use (`lang`,
 * `currency`), its dates in the event's own zone; undefined for an unknown event.
 */
export async function renderServerPaint(
  ctx: AppContext,
  req: IncomingMessage,
  rawId: string,
  query: URLSearchParams,
): Promise<ServerPaint | undefined> {
  const id = parseId(rawId);
  const cached = id === null ? undefined : await ctx.events.get(id);
  return cached && render(cached.payload, paintInputs(ctx, req, query));
}
