import type { Ticket } from "./event-schema.ts";

/** Spec §3/§9: unlimited stock counts as this many tickets. */
export const UNLIMITED_STOCK = 999_999;
/** Spec §9: "only x left" shows at or below this many tickets. */
export const LOW_STOCK_THRESHOLD = 10;

/** Spec §3: limited tickets without a stock limit are hidden; the rest are sorted by sort_order (then id, for a stable order). */
export function visibleTickets(tickets: readonly Ticket[]): Ticket[] {
  return tickets
    .filter((t) => !(t.ticket_stock === "limited" && t.stock_limit === null))
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id);
}

export function isUnlimited(ticket: Ticket): boolean {
  return ticket.ticket_stock === "unlimited";
}

/** Tickets still in stock (never negative); 999999 for unlimited stock. */
export function availableStock(ticket: Ticket): number {
  if (isUnlimited(ticket) || ticket.stock_limit === null) return UNLIMITED_STOCK;
  return Math.max(0, ticket.stock_limit - (ticket.sold ?? 0));
}

/** Spec §4: a ticket is sold out when its stock is limited and none is left. */
export function isTicketSoldOut(ticket: Ticket): boolean {
  return !isUnlimited(ticket) && availableStock(ticket) <= 0;
}

/** Spec §2/§5: the most a buyer may pick: the smaller of purchase_limit and the remaining stock. */
export function maxQuantity(ticket: Ticket): number {
  return Math.max(0, Math.min(ticket.purchase_limit, availableStock(ticket)));
}

/** Tickets left to add after the current selection ("available to buy now"). */
export function remainingAfterSelection(ticket: Ticket, quantity: number): number {
  return availableStock(ticket) - quantity;
}

/** Clamps a requested quantity into 0..maxQuantity. */
export function clampQuantity(ticket: Ticket, quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.trunc(quantity)), maxQuantity(ticket));
}

export interface QuantityControls {
  /** Values offered in the dropdown: 0..max. */
  options: number[];
  minusDisabled: boolean;
  plusDisabled: boolean;
}

/** Spec §2: minus off at 0; plus off when nothing is left to buy now or the purchase limit is reached. */
export function quantityControls(ticket: Ticket, quantity: number): QuantityControls {
  const max = maxQuantity(ticket);
  return {
    options: Array.from({ length: max + 1 }, (_, i) => i),
    minusDisabled: quantity <= 0,
    plusDisabled: remainingAfterSelection(ticket, quantity) <= 0 || quantity >= ticket.purchase_limit,
  };
}

export type StockNotice =
  | { kind: "sold_out" }
  | { kind: "last_tickets"; count: number }
  | { kind: "only_left"; count: number }
  | { kind: "none" };

/**
 * Spec §2 per-ticket stock display, in priority order: sold out (no controls); the selection takes the
 * last tickets (singular/plural by the selected count); 10 or fewer left after the selection.
 */
export function stockNotice(ticket: Ticket, quantity: number): StockNotice {
  if (isTicketSoldOut(ticket)) return { kind: "sold_out" };
  if (isUnlimited(ticket)) return { kind: "none" };
  const remaining = remainingAfterSelection(ticket, quantity);
  if (remaining <= 0) return { kind: "last_tickets", count: quantity };
  if (remaining <= LOW_STOCK_THRESHOLD) return { kind: "only_left", count: remaining };
  return { kind: "none" };
}

/** Spec §4: the event counts as sold out when there are no tickets, or none is unlimited and all are sold out. */
export function allTicketsSoldOut(tickets: readonly Ticket[]): boolean {
  if (tickets.length === 0) return true;
  return tickets.every((t) => !isUnlimited(t) && isTicketSoldOut(t));
}
