// GET /embed/events/:id, the checkout frame of iframe mode: step 1 rendered in, its own strict CSP, and framed
// only by the organizer's embed_origins (any site when it sets none).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { html, SafeHtml } from "../domain/html.ts";
import { renderServerPaint } from "../paint/server-paint.ts";
import { parseId } from "../domain/events/event-id.ts";
import { widgetManifest } from "./widget-manifest.ts";

/** The page's only inline style, allowed by its hash (no 'unsafe-inline'). */
const PAGE_STYLE = "html,body{margin:0;background:transparent}";
const PAGE_STYLE_HASH = `'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'`;

/** Attributes of the frame's <ticket-checkout>, taken from the frame's query (loader/frame-host/frame-url.ts). */
const ATTRIBUTES = ["lang", "currency", "country", "voucher", "guest-list-token"] as const;

/**
 * The checkout frame's CSP: scripts, styles and API calls only from this server, nothing inline but the
 * hashed page style, no plugins, no forms posted elsewhere; framed only by the organizer's allowed origins
 * when the server knows them (any origin otherwise). Constructable stylesheets (the widget's CSS) are not
 * subject to style-src.
 */
export function embedCsp(allowedOrigins: string[] | null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${PAGE_STYLE_HASH}`,
    "connect-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${allowedOrigins?.length ? allowedOrigins.join(" ") : "*"}`,
  ].join("; ");
}

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can close or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, csp: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store", // carries the server clock and, after a payment, the return parameters
    "content-security-policy": csp,
    "referrer-policy": "strict-origin-when-cross-origin",
    // Payment Request for the checkout in the frame (the host's <iframe allow="payment"> grants it from outside).
    "permissions-policy": "payment=(self), camera=(), microphone=(), geolocation=(), usb=()",
    "x-content-type-options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * GET /embed/events/:id — the checkout as a page of its own, for iframe mode (`<ticket-checkout mode="iframe">`,
 * loader/frame-host.ts) and for a bare `<iframe src=".../embed/events/:id">`. Step 1 is rendered here with the
 * same components and query as the markup route and painted by the page script (widget/embed/frame-page.ts)
 * before the widget code runs; the page preloads the widget's step-1 chunks.
 */
export async function serveEmbedPage(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  rawId: string,
  widgetDir: string,
): Promise<void> {
  const query = new URL(req.url ?? "/", "http://x").searchParams;
  const id = parseId(rawId);
  const allowedOrigins = id === null ? null : await ctx.store.events.embedOrigins(id);
  const csp = embedCsp(allowedOrigins);
  const paint = await renderServerPaint(ctx, req, rawId, query);
  const manifest = widgetManifest(ctx.distDir, widgetDir);
  const attrs = ATTRIBUTES.map((name) => [name, query.get(name)?.slice(0, 200)] as const).filter(([, value]) => value);
  const lang = query.get("lang")?.slice(0, 35) || "en";
  if (!paint) {
    const t = ctx.translations.translator(lang);
    const body = html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t("pages.not_found_title")}</title></head><body><p>${t("pages.embed_no_event", { event: rawId })}</p></body></html>`;
    return send(req, res, 404, body.value, csp);
  }
  const { payload, ...firstPaint } = paint;
  const data = { paint: { ...firstPaint, event: payload }, allowedOrigins };
  const body = html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${payload.name}</title>
<style>${new SafeHtml(PAGE_STYLE)}</style>
${(manifest?.initial ?? []).map((file) => html`<link rel="modulepreload" href="/widget/${file}">`)}
<script type="module" src="/widget/frame-page.js"></script>
</head><body>
<ticket-checkout event="${String(payload.id)}"${attrs.map(([name, value]) => html` ${name}="${value ?? ""}"`)}></ticket-checkout>
<script type="application/json" id="tc-frame-data">${new SafeHtml(scriptJson(data))}</script>
</body></html>`;
  send(req, res, 200, body.value, csp);
}
