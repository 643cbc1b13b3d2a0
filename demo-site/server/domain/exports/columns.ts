// The columns of the two exports: orders (one row per order, every status) and attendees (one row per issued
// ticket: the ticket's own attendee when the organizer named one, else the buyer). Headers are in English; a
// column's value comes from the page's rows (store/queries/exports.ts).
import type { AttendeeOrder, ExportTicketRow, OrderRecord } from "../../store/index.ts";
import { money, type Cell } from "./cells.ts";

export type ExportKind = "orders" | "attendees";

export interface OrderExtras {
  tickets: number;
  refunded: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const ORDER_HEADER = [
  "Order",
  "Ordered at",
  "Status",
  "First name",
  "Last name",
  "Email",
  "Company",
  "VAT number",
  "Street",
  "Post code",
  "City",
  "Country",
  "Language",
  "Payment method",
  "Provider",
  "Voucher",
  "Tickets",
  "Currency",
  "Before discount",
  "Discount",
  "Paid",
  "Refunded",
];

export function orderCells(o: OrderRecord, extras: OrderExtras | undefined): Cell[] {
  return [
    o.id,
    o.created_at,
    o.status,
    o.first_name,
    o.last_name,
    o.email,
    o.company_name,
    o.vat_number,
    o.street,
    o.post_code,
    o.city,
    o.country,
    o.lang,
    o.payment_method,
    o.provider,
    o.voucher_code,
    extras?.tickets ?? 0,
    o.currency,
    money(o.price_before_discount),
    money(o.discount_amount),
    money(o.final_price_paid),
    money(extras?.refunded ?? "0.00"),
  ];
}

export const ATTENDEE_HEADER = [
  "Ticket code",
  "Ticket type",
  "First name",
  "Last name",
  "Email",
  "Order",
  "Ordered at",
  "Order status",
  "Buyer email",
  "Price",
  "Currency",
  "Voided at",
];

export function attendeeCells(t: ExportTicketRow, o: AttendeeOrder): Cell[] {
  const own = t.first_name !== null;
  return [
    t.code,
    t.ticket_name,
    own ? t.first_name : o.first_name,
    own ? t.last_name : o.last_name,
    own ? t.email : o.email,
    o.id,
    o.created_at,
    o.status,
    o.email,
    money(t.unit_price),
    o.currency,
    iso(t.voided_at),
  ];
}
