// The GET /api/events/:id body. Held tickets count as sold, and validUntil is the earliest counted hold's expiry,
// so a cached body never outlives a hold it counts.
import type { EventQueries, StockQueries, TicketRow } from "../../store/index.ts";

/** The GET /api/events/:id body (CONTRACTS.md). */
export interface EventPayload {
  id: number;
  event_id: number;
  name: string;
  start_date: string;
  /** When it ends (null: not said), where, and the IANA zone its dates are shown in (back office, migration 0010). */
  end_date: string | null;
  venue: string | null;
  time_zone: string;
  attention: string | null;
  description_html: string;
  event_ended: boolean;
  event_sold_out: boolean;
  force_sold_out: boolean;
  presale_starts_at: string | null;
  presale_ends_at: string | null;
  sale_summary: { sales_percentage: number };
  currency: string;
  subdomain: string;
  organizer_name: string;
  user_commission: number;
  user_added_commission: number;
  event_tickets: PayloadTicket[];
}

/** A ticket as buyers see it: the back office's own fields (hidden, version) are not theirs. */
export type PayloadTicket = Omit<TicketRow, "hidden" | "version">;

/** Sold share of the visible limited capacity, in percent with two decimals; 0 when there is none. */
export function salesPercentage(tickets: readonly PayloadTicket[]): number {
  let sold = 0;
  let capacity = 0;
  for (const t of tickets) {
    if (t.ticket_stock !== "limited" || t.stock_limit === null) continue;
    sold += t.sold;
    capacity += t.stock_limit;
  }
  return capacity > 0 ? Math.round((sold / capacity) * 10000) / 100 : 0;
}

/** The payload and how long it stays true without a write: until the earliest counted hold expires (null: no hold). */
export interface EventPayloadAt {
  payload: EventPayload;
  validUntil: number | null;
}

/** The event's API body as of `now`; undefined for an unknown event. */
export async function loadEventPayload(
  store: { events: EventQueries; stock: StockQueries },
  id: number,
  now: number,
): Promise<EventPayloadAt | undefined> {
  const event = await store.events.event(id);
  if (!event) return undefined;
  const organizer = await store.events.organizer(event.organizer_id);
  if (!organizer) return undefined;
  const tickets = await store.events.tickets(id);
  const { held, earliestExpiry } = await store.stock.heldForEvent(id, now);
  // Tickets held by other buyers' live reservations count as taken, so step 1 never offers them. A hidden ticket
  // type goes out as the widget has always known hidden ones, limited without a limit: never listed, yet there for
  // a guest-list invitation to it.
  const shown: PayloadTicket[] = tickets.map(({ hidden, version: _version, ...t }) =>
    hidden === 1
      ? { ...t, ticket_stock: "limited", stock_limit: null }
      : { ...t, sold: t.stock_limit === null ? t.sold : Math.min(t.stock_limit, t.sold + (held.get(t.id) ?? 0)) },
  );
  const payload: EventPayload = {
    id: event.id,
    event_id: event.id,
    name: event.name,
    start_date: event.start_date,
    end_date: event.end_date,
    venue: event.venue,
    time_zone: event.time_zone,
    attention: event.attention,
    description_html: event.description_html,
    event_ended: event.event_ended === 1,
    event_sold_out: event.event_sold_out === 1,
    force_sold_out: event.force_sold_out === 1,
    presale_starts_at: event.presale_starts_at,
    presale_ends_at: event.presale_ends_at,
    sale_summary: { sales_percentage: salesPercentage(shown) },
    currency: event.currency,
    subdomain: organizer.subdomain,
    organizer_name: organizer.name,
    user_commission: organizer.user_commission,
    user_added_commission: organizer.user_added_commission,
    event_tickets: shown,
  };
  return { payload, validUntil: earliestExpiry };
}
