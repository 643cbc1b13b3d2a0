import type { EventRow, OrganizerRow } from "../store/index.ts";
import { formatDate } from "../domain/events/format-date.ts";
import { html, sanitizeBasicHtml, SafeHtml } from "../domain/html.ts";
import { layout } from "./layout.ts";
import type { PageLocale } from "./page-language.ts";

/**
 * The snippet's script tag. `crossorigin` fetches the loader without credentials, like the loader's markup request
 * and the widget code after it, so the browser sends all three over one connection; without the attribute (older
 * snippets, which keep working) the markup request waits for a second connection to the same origin.
 */
export function loaderTag(origin: string): string {
  return html`<script async crossorigin src="${origin}/loader.js"></script>`.value;
}

/** Exactly what an organizer pastes into their own site (CONTRACTS.md "Pages"). */
export function embedSnippet(origin: string, eventId: number): string {
  return loaderTag(origin) + "\n" + html`<ticket-checkout event="${eventId}"></ticket-checkout>`.value;
}

export function renderEventPage(page: PageLocale, organizer: OrganizerRow, event: EventRow, origin: string): string {
  const { t } = page;
  const snippet = embedSnippet(origin, event.id);
  const organizerHref = `/o/${encodeURIComponent(organizer.subdomain)}`;
  return layout({
    page,
    title: t("pages.event_title", { event: event.name, organizer: organizer.name }),
    brand: { name: organizer.name, href: organizerHref },
    body: html`<div class="hero"><div class="inner">
  <h1>${event.name}</h1>
  <p>${formatDate(event.start_date, page.locale, event.time_zone)}${event.venue ? ` · ${event.venue}` : ""} · <a href="${organizerHref}">${organizer.name}</a></p>
</div></div>
<main class="event-layout">
  <section class="about">
    ${event.attention ? html`<p class="attention">${event.attention}</p>` : ""}
    <div class="description">${sanitizeBasicHtml(event.description_html)}</div>
    <details><summary>${t("pages.event_embed")}</summary><pre class="snippet">${snippet}</pre></details>
  </section>
  <section class="checkout" aria-label="${t("pages.event_checkout_label")}">
${new SafeHtml(snippet)}
  </section>
</main>`,
  });
}
