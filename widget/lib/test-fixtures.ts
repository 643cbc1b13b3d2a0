import type { CheckoutEvent, Ticket } from "./event-schema.ts";

/** A ticket with sensible defaults for unit tests. */
export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    event_id: 101,
    ticket_name: "Standard",
    short_description: null,
    price: "25.00",
    ticket_stock: "limited",
    stock_limit: 100,
    sold: 0,
    sort_order: 1,
    purchase_limit: 10,
    ...overrides,
  };
}

export function event(overrides: Partial<CheckoutEvent> = {}): CheckoutEvent {
  return {
    id: 101,
    event_id: 101,
    name: "Test event",
    start_date: "2030-07-04T18:00:00Z",
    venue: null,
    time_zone: "UTC",
    attention: null,
    description_html: null,
    event_ended: false,
    event_sold_out: false,
    force_sold_out: false,
    presale_starts_at: null,
    presale_ends_at: null,
    sale_summary: { sales_percentage: 0 },
    currency: "EUR",
    subdomain: "acme",
    organizer_name: "ACME Live",
    user_commission: 5,
    user_added_commission: 0.5,
    event_tickets: [ticket()],
    ...overrides,
  };
}
