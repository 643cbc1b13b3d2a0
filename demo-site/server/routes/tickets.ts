import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError } from "../domain/errors.ts";
import { buyerTickets } from "../domain/tickets/buyer-tickets.ts";
import { renderOrderTickets } from "../domain/tickets/ticket-pdf.ts";

const notFound = () =>
  new ApiError(404, "ticket_not_found", "No tickets at this link. Use the download link from the order confirmation.");

/**
 * GET /api/tickets/:token — the token is the only key; anything else is 404 and reveals nothing. Tickets a refund
 * voided are not in the PDF; an order whose tickets are all void, or a canceled one, answers 410.
 */
export async function ticketPdfRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
): Promise<void> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw notFound();
  const found = await buyerTickets(ctx.store, token);
  if (!found) throw notFound();
  const { document, voided } = found;
  const { order } = document;
  if (voided === "order_canceled")
    throw new ApiError(
      410,
      "order_canceled",
      "This order was canceled and its tickets are no longer valid. Ask the organizer if you think this is a mistake.",
    );
  // A refunded ticket is void: it is left out, and when none is left the link is gone (410).
  if (voided === "tickets_voided")
    throw new ApiError(
      410,
      "tickets_voided",
      "These tickets were refunded and are no longer valid. Ask the organizer if you think this is a mistake.",
    );
  const pdf = await renderOrderTickets(document, ctx.translations.translator(order.lang));
  res.writeHead(200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="tickets-${order.event_id}.pdf"`,
    "content-length": pdf.byteLength,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(req.method === "HEAD" ? undefined : Buffer.from(pdf));
}
