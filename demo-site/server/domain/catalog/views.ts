// What the back office's API answers for each row: booleans for flags, numbers for times, the version to send back.
import type { EventRow, GuestListRow, OrganizerSettingsRow, TicketRow, VoucherRow } from "../../store/index.ts";

export function organizerView(o: OrganizerSettingsRow) {
  return {
    id: o.id,
    name: o.name,
    subdomain: o.subdomain,
    currency: o.currency,
    embed_origins: o.embed_origins ? (JSON.parse(o.embed_origins) as string[]) : null,
    card_path: o.card_path,
    user_commission: o.user_commission,
    user_added_commission: o.user_added_commission,
    version: o.version,
  };
}

export function eventView(e: EventRow) {
  return {
    id: e.id,
    name: e.name,
    description_html: e.description_html,
    attention: e.attention,
    venue: e.venue,
    time_zone: e.time_zone,
    start_date: e.start_date,
    end_date: e.end_date,
    presale_starts_at: e.presale_starts_at,
    presale_ends_at: e.presale_ends_at,
    force_sold_out: e.force_sold_out === 1,
    /** Sold out as buyers see it (the stored flag), whether or not the organizer forced it. */
    event_sold_out: e.event_sold_out === 1,
    event_ended: e.event_ended === 1,
    currency: e.currency,
    card_path: e.card_path,
    version: e.version,
  };
}

export function ticketTypeView(t: TicketRow) {
  return {
    id: t.id,
    ticket_name: t.ticket_name,
    short_description: t.short_description,
    price: t.price,
    ticket_stock: t.ticket_stock,
    stock_limit: t.stock_limit,
    sold: t.sold,
    purchase_limit: t.purchase_limit,
    sort_order: t.sort_order,
    hidden: t.hidden === 1,
    version: t.version,
  };
}

export function voucherView(v: VoucherRow) {
  return {
    code: v.code,
    discount: v.discount,
    valid_until: v.valid_until,
    max_uses: v.max_uses,
    uses: v.uses,
    used_up: v.max_uses !== null && v.uses >= v.max_uses,
    version: v.version,
  };
}

export function guestView(g: GuestListRow) {
  return {
    token: g.token,
    name: g.name,
    email: g.email,
    ticket_id: g.ticket_id,
    used: g.used === 1,
    used_by_order: g.used_by_order,
    invited_at: g.invited_at === null ? null : Number(g.invited_at),
  };
}
