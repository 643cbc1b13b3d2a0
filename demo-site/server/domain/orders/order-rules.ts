import type { EventRow, TicketRow } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { payError } from "../payments/errors.ts";

export interface OrderLine {
  ticket: TicketRow;
  quantity: number;
}

/**
 * Resolves ticketQuantities against the event's tickets; quantities of 0 are dropped (spec §5). A hidden ticket type
 * (back office) is not on sale, except to a guest-list invitation (`forGuest`).
 */
export function resolveLines(
  tickets: readonly TicketRow[],
  quantities: Record<string, number>,
  forGuest = false,
): OrderLine[] {
  const byId = new Map(tickets.map((t) => [String(t.id), t]));
  const lines: OrderLine[] = [];
  for (const [id, quantity] of Object.entries(quantities)) {
    if (quantity === 0) continue;
    const field = `ticketQuantities.${id}`;
    const ticket = byId.get(id);
    if (!ticket) throw new ApiError(400, "unknown_ticket", `Ticket ${id} is not a ticket of this event.`, field);
    if ((ticket.ticket_stock === "limited" && ticket.stock_limit === null) || (ticket.hidden === 1 && !forGuest)) {
      throw new ApiError(400, "ticket_not_available", `Ticket ${id} (${ticket.ticket_name}) is not on sale.`, field);
    }
    if (quantity > ticket.purchase_limit) {
      throw new ApiError(
        400,
        "quantity_over_limit",
        `At most ${ticket.purchase_limit} of ${ticket.ticket_name} per order; ${quantity} were requested.`,
        field,
      );
    }
    lines.push({ ticket, quantity });
  }
  if (lines.length === 0) {
    throw new ApiError(
      400,
      "empty_order",
      "Select at least one ticket: every quantity was 0 or none was sent.",
      "ticketQuantities",
    );
  }
  return lines;
}

/** Spec §4 availability order: ended, sold out, presale not started, presale ended. */
export function assertOnSale(event: EventRow, now = Date.now()): void {
  const closed = (reason: string) =>
    new ApiError(409, "event_not_on_sale", `Tickets for this event cannot be ordered: ${reason}.`);
  if (event.event_ended) throw closed("the event has ended");
  if (event.event_sold_out || event.force_sold_out) throw closed("the event is sold out");
  if (event.presale_starts_at && now < Date.parse(event.presale_starts_at))
    throw closed("the presale has not started yet");
  if (event.presale_ends_at && now > Date.parse(event.presale_ends_at)) throw closed("the presale has ended");
}

/** `available`: what is left for sale when known (held reservations subtracted); else stock minus sold. */
export function stockError(line: OrderLine, available?: number): ApiError {
  const left = available ?? Math.max(0, (line.ticket.stock_limit ?? 0) - line.ticket.sold);
  return new ApiError(
    409,
    "ticket_stock_error",
    `Not enough tickets left for ${line.ticket.ticket_name}: ${left} left, ${line.quantity} requested.`,
    `ticketQuantities.${line.ticket.id}`,
    { type: "ticket_stock_error" },
  );
}

/** The payment API's form of a stock error (`{ type, message, field }`). */
export function stockShortError(line: OrderLine, left: number) {
  return payError(
    409,
    "ticket_stock_error",
    `Not enough tickets left for ${line.ticket.ticket_name}: ${left} left, ${line.quantity} requested.`,
    `ticketQuantities.${line.ticket.id}`,
  );
}
