import type { AppContext } from "../context.ts";
import { getEvent, getOrganizerBySubdomain } from "../domain/events/event-payload.ts";
import { renderEventPage } from "./event-page.ts";
import { renderHome } from "./home.ts";
import { renderNotFound } from "./not-found.ts";
import { renderOrganizer } from "./organizer.ts";

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

/** GET /, /o/:subdomain and /o/:subdomain/events/:id. */
export function servePage(ctx: AppContext, pathname: string): Page {
  if (pathname === "/" || pathname === "/index.html") return { status: 200, body: renderHome(ctx.db) };
  const m = /^\/o\/([^/]+)(?:\/|\/events\/([^/]+)\/?)?$/.exec(pathname);
  if (!m) return { status: 404, body: renderNotFound(`There is no page at ${pathname}.`) };
  const subdomain = safeDecode(m[1] ?? "");
  const organizer = getOrganizerBySubdomain(ctx.db, subdomain);
  if (!organizer) return { status: 404, body: renderNotFound(`No organizer "${subdomain}".`) };
  if (m[2] === undefined) return { status: 200, body: renderOrganizer(ctx.db, organizer) };
  const id = /^[1-9]\d{0,14}$/.test(m[2]) ? Number(m[2]) : NaN;
  const event = Number.isNaN(id) ? undefined : getEvent(ctx.db, id);
  if (!event || event.organizer_id !== organizer.id) {
    return { status: 404, body: renderNotFound(`${organizer.name} has no event "${safeDecode(m[2])}".`) };
  }
  return { status: 200, body: renderEventPage(organizer, event, ctx.origin()) };
}
