import type { Db } from "../db/open.ts";
import { listEvents, listOrganizers, type EventRow, type OrganizerRow } from "../db/events.ts";
import { formatDate, html } from "./html.ts";
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

export function renderHome(db: Db): string {
  const organizers = listOrganizers(db);
  const sections = organizers.map(
    (o) => html`<section class="organizer">
  <h2><a href="/o/${encodeURIComponent(o.subdomain)}">${o.name}</a> <span class="badge">${o.subdomain}</span></h2>
  <ul class="cards">${listEvents(db, o.id).map((e) => eventCard(o, e))}</ul>
</section>`,
  );
  return layout({
    title: "Ticket checkout demo",
    body: html`<div class="hero"><div class="inner">
  <h1>Ticket checkout demo</h1>
  <p>Organizer sites with the embeddable checkout. Pick an event to buy tickets, or try the <a style="color:#fff" href="/playground/">SDK playground</a>.</p>
</div></div>
<main>${organizers.length ? sections : html`<p>No organizers yet. Start the server with SEED_FILE to load some.</p>`}</main>`,
  });
}
