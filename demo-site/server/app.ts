// The request listener: every request through http/guard.ts, then the playground, /api/*, /sandbox/*, assets and
// pages. The demo bundle (with the sandbox) is served only in demo mode, and not with WIDGET_BUNDLE=production.
import type { IncomingMessage, ServerResponse } from "node:http";
import { handleSdkPlayground, isPlaygroundPath } from "./sdk-playground.ts";
import type { AppContext } from "./context.ts";
import { apiRoutes } from "./routes/index.ts";
import { manageRoutes } from "./routes/manage/index.ts";
import { handleManage } from "./routes/manage/guard.ts";
import { answerPreflight, wantsCors } from "./http/cors.ts";
import { setCorsHeaders } from "./http/response.ts";
import { guardRequests } from "./http/guard.ts";
import type { RequestTarget } from "./http/request-target.ts";
import { ApiError } from "./domain/errors.ts";
import { sendError } from "./http/json.ts";
import { defaultLimits, type ServerLimits } from "./http/limits.ts";
import { serveStatic } from "./http/static.ts";
import { matchRoute, methodNotAllowed } from "./http/router.ts";
import { servePage } from "./pages/routes.ts";
import { pageLanguage, pageLocale, type PageLocale } from "./pages/page-language.ts";
import { serveThemePage } from "./pages/theme-page.ts";
import { serveDemoMail } from "./pages/demo-mail-page.ts";
import { handleSandbox } from "./routes/sandbox/index.ts";
import { serveEmbedPage } from "./pages/embed-page.ts";
import { serveManagePage } from "./pages/manage-page.ts";
import { pageSecurityHeaders } from "./pages/page-headers.ts";
import { LAYOUT_CSS } from "./pages/layout.ts";

function handleApi(ctx: AppContext, req: IncomingMessage, res: ServerResponse, pathname: string): void | Promise<void> {
  const method = req.method ?? "GET";
  const match = matchRoute(apiRoutes, method, pathname);
  if (!match) throw new ApiError(404, "not_found", `No API endpoint at ${pathname}.`);
  if ("notAllowed" in match) {
    const err = methodNotAllowed(method, match.notAllowed);
    sendError(res, err, { allow: [...match.notAllowed, "OPTIONS"].join(", ") });
    return;
  }
  return match.handler(ctx, req, res, match.params);
}

function sendHtml(ctx: AppContext, res: ServerResponse, status: number, body: string): void {
  // Live providers' hosts only outside demo mode (the sandbox runs on this server).
  const providers = ctx.payments.config.demoMode ? [] : ctx.payments.enabledPaths();
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-cache",
    ...pageSecurityHeaders({ styles: [LAYOUT_CSS], origin: ctx.origin(), providers }),
  });
  res.end(body);
}

/** The reader's language, for the pages only (`?lang=`, else Accept-Language): worked out when a page asks. */
const pageOf = (ctx: AppContext, req: IncomingMessage, target: RequestTarget) => () =>
  pageLocale(ctx.translations, pageLanguage(new URLSearchParams(target.search), req.headers["accept-language"]));

/** API requests are answered in the same turn when their handler can (no promise for a cached event read). */
function route(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
): void | Promise<void> {
  const method = req.method ?? "GET";
  const { pathname } = target;
  // The back office's API first: same-origin only, so never the CORS headers the public /api/* answers carry.
  if (pathname === "/api/manage" || pathname.startsWith("/api/manage/"))
    return handleManage(ctx, req, res, pathname, manageRoutes);
  if (wantsCors(pathname)) {
    setCorsHeaders(res);
    if (method === "OPTIONS") return answerPreflight(req, res);
  }
  if (pathname.startsWith("/api/")) return handleApi(ctx, req, res, pathname);
  if (pathname.startsWith("/sandbox/")) return handleSandbox(ctx, req, res, pathname);
  return routePages(ctx, req, res, pathname, pageOf(ctx, req, target));
}

async function routePages(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  page: () => PageLocale,
): Promise<void> {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Method not allowed\n");
    return;
  }
  // Demo mode serves the demo widget bundle (sandbox payment adapter compiled in) unless WIDGET_BUNDLE=production
  // (the browser tests: the production bundle against provider fakes).
  const demoWidget = ctx.payments.config.demoMode && process.env.WIDGET_BUNDLE !== "production";
  const widgetDir = demoWidget ? "widget-demo" : "widget";
  if (serveStatic(req, res, pathname, ctx.distDir, widgetDir)) return;
  if (serveManagePage(ctx, req, res, pathname)) return;
  const locale = page();
  if (await serveThemePage(ctx, req, res, pathname, locale)) return;
  if (await serveDemoMail(ctx, req, res, pathname, locale)) return;
  const embed = /^\/embed\/events\/([^/]+)$/.exec(pathname);
  if (embed) return serveEmbedPage(ctx, req, res, embed[1] ?? "", widgetDir);
  const served = await servePage(ctx, pathname, locale);
  sendHtml(ctx, res, served.status, served.body);
}

async function playgroundOrRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
): Promise<void> {
  if (await handleSdkPlayground(req, res, target, pageOf(ctx, req, target))) return;
  await route(ctx, req, res, target);
}

/**
 * The whole server as one request listener: every request goes through the guard (http/guard.ts: request id,
 * request-target and body-size checks, errors as JSON, never a crash), then SDK playground first
 * (CONTRACTS.md), API, assets, pages.
 */
export function createRequestListener(ctx: AppContext, limits: Pick<ServerLimits, "maxBodyBytes"> = defaultLimits) {
  return guardRequests((req, res, target) => {
    // A request that may write (orders, payments, reservations) makes the next event read look at the database.
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS")
      res.once("close", () => ctx.events.mayHaveChanged());
    if (isPlaygroundPath(target.pathname)) return playgroundOrRoute(ctx, req, res, target);
    return route(ctx, req, res, target);
  }, limits.maxBodyBytes);
}
