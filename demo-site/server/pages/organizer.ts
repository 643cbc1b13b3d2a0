import type { EventRow, OrganizerRow } from "../store/index.ts";
import { html } from "./html.ts";
import { layout } from "./layout.ts";
import { eventCard } from "./home.ts";

export function renderOrganizer(organizer: OrganizerRow, events: readonly EventRow[]): string {
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
