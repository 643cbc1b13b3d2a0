import type { Db } from "../store/sqlite/open.ts";
import { listEvents, type OrganizerRow } from "../domain/events/event-payload.ts";
import { html } from "./html.ts";
import { layout } from "./layout.ts";
import { eventCard } from "./home.ts";

export function renderOrganizer(db: Db, organizer: OrganizerRow): string {
  const events = listEvents(db, organizer.id);
  return layout({
    title: `${organizer.name} — events`,
    brand: { name: organizer.name, href: `/o/${encodeURIComponent(organizer.subdomain)}` },
    body: html`<div class="hero"><div class="inner">
  <h1>${organizer.name}</h1>
  <p>Upcoming events and tickets</p>
</div></div>
<main>
  <ul class="cards">${events.map((e) => eventCard(organizer, e))}</ul>
  ${events.length ? "" : html`<p>No events yet.</p>`}
</main>`,
  });
}
