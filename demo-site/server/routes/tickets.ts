import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { ApiError } from "../http/json.ts";
import { renderTicketPdf } from "../domain/tickets/ticket-pdf.ts";

interface OrderRow {
  id: string;
  event_id: number;
  first_name: string;
  last_name: string;
  email: string;
  currency: string;
  final_price_paid: string;
  voucher_code: string | null;
  event_name: string;
  start_date: string;
}

const notFound = () => new ApiError(404, "ticket_not_found", "No tickets at this link. Use the download link from the order confirmation.");

/** GET /api/tickets/:token — the token is the only key; anything else is 404 and reveals nothing. */
export async function ticketPdfRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw notFound();
  const order = ctx.db
    .prepare(
      `SELECT o.id, o.event_id, o.first_name, o.last_name, o.email, o.currency, o.final_price_paid, o.voucher_code, e.name AS event_name, e.start_date
       FROM orders o JOIN events e ON e.id = o.event_id WHERE o.link_token = ?`,
    )
    .get(token) as OrderRow | undefined;
  if (!order) throw notFound();
  const lines = ctx.db.prepare("SELECT ticket_name, quantity, unit_price FROM order_lines WHERE order_id = ? ORDER BY ticket_id").all(order.id) as {
    ticket_name: string;
    quantity: number;
    unit_price: string;
  }[];
  const tickets = ctx.db
    .prepare("SELECT l.ticket_name, i.code FROM issued_tickets i JOIN order_lines l ON l.order_id = i.order_id AND l.ticket_id = i.ticket_id WHERE i.order_id = ? ORDER BY i.position")
    .all(order.id) as { ticket_name: string; code: string }[];
  const pdf = await renderTicketPdf({
    orderId: order.id,
    event: { id: order.event_id, name: order.event_name, start_date: order.start_date },
    buyer: { firstName: order.first_name, lastName: order.last_name, email: order.email },
    currency: order.currency,
    paid: order.final_price_paid,
    voucherCode: order.voucher_code,
    lines,
    tickets,
  });
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
