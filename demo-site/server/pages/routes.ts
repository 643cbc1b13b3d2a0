import type { AppContext } from "../context.ts";
import { renderEventPage } from "./event-page.ts";
import { homeData, renderHome } from "./home.ts";
import { renderNotFound } from "./not-found.ts";
import { renderOrganizer } from "./organizer.ts";
import type { PageLocale } from "./page-language.ts";

export interface Page {
  status: number;
  body: string;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * GET /, /o/:subdomain and /o/:subdomain/events/:id, in the reader's language (`page-language.ts`: `?lang=`, else
 * Accept-Language). The event page's checkout follows the page's `<html lang>`.
 */
export async function servePage(ctx: AppContext, pathname: string, page: PageLocale): Promise<Page> {
  const { t } = page;
  if (pathname === "/" || pathname === "/index.html")
    return { status: 200, body: renderHome(page, await homeData(ctx.store, ctx.payments.config.demoMode)) };
  const m = /^\/o\/([^/]+)(?:\/|\/events\/([^/]+)\/?)?$/.exec(pathname);
  if (!m) return { status: 404, body: renderNotFound(page, t("pages.not_found_path", { path: pathname })) };
  const subdomain = safeDecode(m[1] ?? "");
  const organizer = await ctx.store.events.organizerBySubdomain(subdomain);
  if (!organizer) return { status: 404, body: renderNotFound(page, t("pages.not_found_organizer", { subdomain })) };
  if (m[2] === undefined)
    return { status: 200, body: renderOrganizer(page, organizer, await ctx.store.events.listEvents(organizer.id)) };
  const id = /^[1-9]\d{0,14}$/.test(m[2]) ? Number(m[2]) : NaN;
  const event = Number.isNaN(id) ? undefined : await ctx.store.events.event(id);
  if (!event || event.organizer_id !== organizer.id) {
    return {
      status: 404,
      body: renderNotFound(page, t("pages.not_found_event", { organizer: organizer.name, event: safeDecode(m[2]) })),
    };
  }
  return { status: 200, body: renderEventPage(page, organizer, event, ctx.origin()) };
}
