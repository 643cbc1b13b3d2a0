import type { EventRow, OrganizerRow } from "../store/index.ts";
import { html } from "../domain/html.ts";
import { layout } from "./layout.ts";
import { eventCard } from "./home.ts";
import type { PageLocale } from "./page-language.ts";

export function renderOrganizer(page: PageLocale, organizer: OrganizerRow, events: readonly EventRow[]): string {
  const { t } = page;
  return layout({
    page,
    title: t("pages.organizer_title", { name: organizer.name }),
    brand: { name: organizer.name, href: `/o/${encodeURIComponent(organizer.subdomain)}` },
    body: html`<div class="hero"><div class="inner">
  <h1>${organizer.name}</h1>
  <p>${t("pages.organizer_lead")}</p>
</div></div>
<main>
  <ul class="cards">${events.map((e) => eventCard(page, organizer, e))}</ul>
  ${events.length ? "" : html`<p>${t("pages.organizer_empty")}</p>`}
</main>`,
  });
}
