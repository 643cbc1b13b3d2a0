import type { EventQueries, EventRow, OrganizerRow } from "../store/index.ts";
import { formatDate } from "../domain/events/format-date.ts";
import { html } from "./html.ts";
import { layout } from "./layout.ts";

export function eventHref(organizer: OrganizerRow, event: EventRow): string {
  return `/o/${encodeURIComponent(organizer.subdomain)}/events/${event.id}`;
}

export function eventCard(organizer: OrganizerRow, event: EventRow) {
  return html`<li class="card" data-event-id="${event.id}">
  <h3><a href="${eventHref(organizer, event)}">${event.name}</a></h3>
  <div class="when">${formatDate(event.start_date)}</div>
  <div class="muted">Event ${event.id}</div>
</li>`;
}

/** Links that open the demo's voucher and guest-list cases (the seed's codes; nothing secret in a demo). */
function demoShortcuts({ vouchers, guests }: Awaited<ReturnType<EventQueries["demoShortcuts"]>>) {
  if (vouchers.length + guests.length === 0) return "";
  const href = (sub: string, id: number, param: string, value: string) =>
    `/o/${encodeURIComponent(sub)}/events/${id}?${param}=${encodeURIComponent(value)}`;
  return html`<section class="organizer"><h2>Try the voucher and guest-list flows</h2><ul>
  ${vouchers.map((v) => html`<li><a href="${href(v.subdomain, v.id, "voucher", v.code)}">Event ${v.id} with voucher ${v.code}</a> (${v.discount} % off)</li>`)}
  ${guests.map((g) => html`<li><a href="${href(g.subdomain, g.id, "guestlist", g.token)}">Event ${g.id} as guest ${g.token}</a>${g.used ? " (already used)" : ""}</li>`)}
</ul></section>`;
}

/** What the home page shows, read from the store. */
export async function homeData(store: { events: EventQueries }) {
  const organizers = await store.events.listOrganizers();
  const events = await Promise.all(organizers.map((o) => store.events.listEvents(o.id)));
  return { organizers: organizers.map((organizer, i) => ({ organizer, events: events[i] ?? [] })), shortcuts: await store.events.demoShortcuts() };
}

export function renderHome({ organizers: listed, shortcuts }: Awaited<ReturnType<typeof homeData>>): string {
  const organizers = listed.map((l) => l.organizer);
  const sections = listed.map(
    ({ organizer: o, events }) => html`<section class="organizer">
  <h2><a href="/o/${encodeURIComponent(o.subdomain)}">${o.name}</a> <span class="badge">${o.subdomain}</span></h2>
  <ul class="cards">${events.map((e) => eventCard(o, e))}</ul>
</section>`,
  );
  return layout({
    title: "Ticket checkout demo",
    body: html`<div class="hero"><div class="inner">
  <h1>Ticket checkout demo</h1>
  <p>Organizer sites with the embeddable checkout. Pick an event to buy tickets, or try the <a href="/playground/">SDK playground</a>.</p>
</div></div>
<main>${organizers.length ? sections : html`<p>No organizers yet. Start the server with SEED_FILE to load some.</p>`}${demoShortcuts(shortcuts)}</main>`,
  });
}
