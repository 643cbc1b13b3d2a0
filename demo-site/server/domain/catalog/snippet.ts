// What an organizer copies into their site for an event: the loader's script tag and the element, the same in iframe
// mode, and a plain iframe for sites that take no script (docs/embedding.md).
import { html } from "../html.ts";
import { ownEvent, type CatalogDeps } from "./common.ts";

export async function eventSnippet(
  deps: Pick<CatalogDeps, "store">,
  origin: string,
  organizerId: number,
  eventId: number,
) {
  const event = await ownEvent(deps.store, organizerId, eventId);
  const organizer = await deps.store.events.organizer(organizerId);
  const script = html`<script async crossorigin src="${origin}/loader.js"></script>`.value;
  const element = html`<ticket-checkout event="${event.id}"></ticket-checkout>`.value;
  const iframeElement = html`<ticket-checkout event="${event.id}" mode="iframe"></ticket-checkout>`.value;
  const iframe =
    html`<iframe src="${origin}/embed/events/${event.id}" title="Ticket checkout" allow="payment" style="width:100%;height:900px;border:0"></iframe>`
      .value;
  return {
    event_id: event.id,
    script,
    element,
    snippet: `${script}\n${element}`,
    iframe_mode: `${script}\n${iframeElement}`,
    iframe,
    // The event's page on this server, which carries the same snippet: a live preview of the checkout.
    preview_url: `${origin}/o/${encodeURIComponent(organizer?.subdomain ?? "")}/events/${event.id}`,
  };
}
