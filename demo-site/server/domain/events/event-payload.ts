import { heldForEvent } from "../reservations/reservations.ts";
import type { Db } from "../../store/sqlite/open.ts";
import { statement } from "../../store/sqlite/statements.ts";

export interface OrganizerRow {
  id: number;
  subdomain: string;
  name: string;
  user_commission: number;
  user_added_commission: number;
  currency: string;
}

export interface EventRow {
  id: number;
  organizer_id: number;
  name: string;
  start_date: string;
  attention: string | null;
  description_html: string;
  event_ended: number;
  event_sold_out: number;
  force_sold_out: number;
  presale_starts_at: string | null;
  presale_ends_at: string | null;
  currency: string;
}

export interface TicketRow {
  id: number;
  event_id: number;
  ticket_name: string;
  short_description: string;
  price: string;
  ticket_stock: "limited" | "unlimited";
  stock_limit: number | null;
  sold: number;
  sort_order: number;
  purchase_limit: number;
}

/** The GET /api/events/:id body (CONTRACTS.md). */
export interface EventPayload {
  id: number;
  event_id: number;
  name: string;
  start_date: string;
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
  event_tickets: TicketRow[];
}

export function listOrganizers(db: Db): OrganizerRow[] {
  return statement(db, "SELECT * FROM organizers ORDER BY name").all() as OrganizerRow[];
}

export function getOrganizerBySubdomain(db: Db, subdomain: string): OrganizerRow | undefined {
  return statement(db, "SELECT * FROM organizers WHERE subdomain = ?").get(subdomain) as OrganizerRow | undefined;
}

export function getOrganizer(db: Db, id: number): OrganizerRow | undefined {
  return statement(db, "SELECT * FROM organizers WHERE id = ?").get(id) as OrganizerRow | undefined;
}

export function listEvents(db: Db, organizerId: number): EventRow[] {
  return statement(db, "SELECT * FROM events WHERE organizer_id = ? ORDER BY id").all(organizerId) as EventRow[];
}

export function getEvent(db: Db, id: number): EventRow | undefined {
  return statement(db, "SELECT * FROM events WHERE id = ?").get(id) as EventRow | undefined;
}

export function listTickets(db: Db, eventId: number): TicketRow[] {
  return statement(db, "SELECT * FROM tickets WHERE event_id = ? ORDER BY sort_order, id").all(eventId) as TicketRow[];
}

/** Sold share of the visible limited capacity, in percent with two decimals; 0 when there is none. */
export function salesPercentage(tickets: readonly TicketRow[]): number {
  let sold = 0;
  let capacity = 0;
  for (const t of tickets) {
    if (t.ticket_stock !== "limited" || t.stock_limit === null) continue;
    sold += t.sold;
    capacity += t.stock_limit;
  }
  return capacity > 0 ? Math.round((sold / capacity) * 10000) / 100 : 0;
}

export function getEventPayload(db: Db, id: number, now = Date.now()): EventPayload | undefined {
  const event = getEvent(db, id);
  if (!event) return undefined;
  const organizer = getOrganizer(db, event.organizer_id);
  if (!organizer) return undefined;
  const tickets = listTickets(db, id);
  const held = heldForEvent(db, id, now);
  return {
    id: event.id,
    event_id: event.id,
    name: event.name,
    start_date: event.start_date,
    attention: event.attention,
    description_html: event.description_html,
    event_ended: event.event_ended === 1,
    event_sold_out: event.event_sold_out === 1,
    force_sold_out: event.force_sold_out === 1,
    presale_starts_at: event.presale_starts_at,
    presale_ends_at: event.presale_ends_at,
    sale_summary: { sales_percentage: salesPercentage(tickets) },
    currency: event.currency,
    subdomain: organizer.subdomain,
    organizer_name: organizer.name,
    user_commission: organizer.user_commission,
    user_added_commission: organizer.user_added_commission,
    // Tickets held by other buyers' live reservations count as taken, so step 1 never offers them.
    event_tickets: tickets.map((t) => ({ ...t, sold: t.stock_limit === null ? t.sold : Math.min(t.stock_limit, t.sold + (held.get(t.id) ?? 0)) })),
  };
}
