import type { EventQueries, EventRow, OrganizerRow } from "../store/index.ts";
import { formatDate } from "../domain/events/format-date.ts";
import { html } from "../domain/html.ts";
import { layout } from "./layout.ts";
import type { PageLocale } from "./page-language.ts";

export function eventHref(organizer: OrganizerRow, event: EventRow): string {
  return `/o/${encodeURIComponent(organizer.subdomain)}/events/${event.id}`;
}

export function eventCard(page: PageLocale, organizer: OrganizerRow, event: EventRow) {
  return html`<li class="card" data-event-id="${event.id}">
  <h3><a href="${eventHref(organizer, event)}">${event.name}</a></h3>
  <div class="when">${formatDate(event.start_date, page.locale)}</div>
  <div class="muted">${page.t("pages.event_card", { id: event.id })}</div>
</li>`;
}

/** Links that open the demo's voucher and guest-list cases (the seed's codes; nothing secret in a demo). */
function demoShortcuts({ t }: PageLocale, { vouchers, guests }: Awaited<ReturnType<EventQueries["demoShortcuts"]>>) {
  if (vouchers.length + guests.length === 0) return "";
  const href = (sub: string, id: number, param: string, value: string) =>
    `/o/${encodeURIComponent(sub)}/events/${id}?${param}=${encodeURIComponent(value)}`;
  return html`<section class="organizer"><h2>${t("pages.shortcuts_title")}</h2><ul>
  ${vouchers.map((v) => html`<li><a href="${href(v.subdomain, v.id, "voucher", v.code)}">${t("pages.shortcut_voucher", { id: v.id, code: v.code })}</a> ${t("pages.shortcut_voucher_discount", { discount: v.discount })}</li>`)}
  ${guests.map((g) => html`<li><a href="${href(g.subdomain, g.id, "guestlist", g.token)}">${t("pages.shortcut_guest", { id: g.id, token: g.token })}</a>${g.used ? ` ${t("pages.shortcut_guest_used")}` : ""}</li>`)}
</ul></section>`;
}

/** What the home page shows, read from the store; `demo`: demo mode, which offers the back office's demo sign-in. */
export async function homeData(store: { events: EventQueries }, demo = false) {
  const organizers = await store.events.listOrganizers();
  const events = await Promise.all(organizers.map((o) => store.events.listEvents(o.id)));
  return {
    organizers: organizers.map((organizer, i) => ({ organizer, events: events[i] ?? [] })),
    shortcuts: await store.events.demoShortcuts(),
    demo,
  };
}

export function renderHome(
  page: PageLocale,
  { organizers: listed, shortcuts, demo }: Awaited<ReturnType<typeof homeData>>,
): string {
  const { t } = page;
  const organizers = listed.map((l) => l.organizer);
  const sections = listed.map(
    ({ organizer: o, events }) => html`<section class="organizer">
  <h2><a href="/o/${encodeURIComponent(o.subdomain)}">${o.name}</a> <span class="badge">${o.subdomain}</span></h2>
  <ul class="cards">${events.map((e) => eventCard(page, o, e))}</ul>
</section>`,
  );
  return layout({
    page,
    title: t("pages.home_title"),
    body: html`<div class="hero"><div class="inner">
  <h1>${t("pages.home_title")}</h1>
  <p>${t("pages.home_lead_before")} <a href="/playground/">${t("pages.home_lead_link")}</a>.</p>
  ${demo ? html`<p><a href="/manage/demo" data-back-office-demo>${t("pages.back_office_demo")}</a></p>` : ""}
</div></div>
<main>${organizers.length ? sections : html`<p>${t("pages.home_empty")}</p>`}${demoShortcuts(page, shortcuts)}</main>`,
  });
}
