import { randomBytes } from "node:crypto";
import { computeOrderAmounts } from "../../../../widget/lib/money.ts";
import type { AppContext } from "../../context.ts";
import { getEvent, getOrganizer, listTickets } from "../events/event-payload.ts";
import { findVoucher } from "../../routes/check-coupon.ts";
import { assertOnSale, resolveLines, type OrderLine } from "./order-rules.ts";
import { payError } from "../payments/errors.ts";
import type { ProviderName } from "../payments/gateway.ts";
import { availableFor, getReservation, isLive } from "../reservations/reservations.ts";
import type { Cart } from "../payments/schemas.ts";
import { findOrder, type OrderRow } from "./order-answers.ts";

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

export function stockShortError(line: OrderLine, left: number) {
  return payError(409, "ticket_stock_error", `Not enough tickets left for ${line.ticket.ticket_name}: ${left} left, ${line.quantity} requested.`, `ticketQuantities.${line.ticket.id}`);
}

/**
 * Prices the cart from the server's own data and stores a pending order, in ONE immediate transaction.
 * Stock is checked (held tickets of other buyers count as gone) but taken only when the payment is
 * finalised; a live reservation of this buyer keeps it meanwhile. Client amounts are ignored.
 */
export function createPendingOrder(ctx: AppContext, cart: Cart, provider: ProviderName, now: number): OrderRow {
  if (cart.guestListToken) {
    throw payError(400, "validation_error", "guestListToken: guest-list orders are free; create them with POST /api/orders/free.", "guestListToken");
  }
  const { db } = ctx;
  const id = db
    .transaction((): string => {
      const event = getEvent(db, cart.event_id);
      const organizer = event && getOrganizer(db, event.organizer_id);
      if (!event || !organizer) throw payError(404, "not_found", `No event with id ${cart.event_id}.`, "event_id");
      assertOnSale(event, now);
      const lines = resolveLines(listTickets(db, event.id), cart.ticketQuantities);
      const voucherCode = cart.voucherCode ? cart.voucherCode : null;
      const voucher = voucherCode ? findVoucher(ctx, event.id, voucherCode) : null;
      if (voucherCode && !voucher) throw payError(400, "voucher_invalid", `Voucher "${voucherCode}" is not valid for this event.`, "voucherCode");
      const amounts = computeOrderAmounts({
        lines: lines.map((l) => ({ price: l.ticket.price, quantity: l.quantity })),
        discountPercent: voucher?.discount ?? 0,
        commissionPercent: organizer.user_commission,
        commissionFixed: organizer.user_added_commission,
      });
      if (amounts.isFree) throw payError(400, "order_is_free", "This order costs 0.00: create it with POST /api/orders/free instead of paying.", "ticketQuantities");
      if (typeof cart.amount === "string" && cart.amount !== amounts.finalPricePaid) {
        console.warn(`payments: client amount ${cart.amount} differs from the server's ${amounts.finalPricePaid} for event ${event.id}; the server's is charged.`);
      }
      let reservationId: string | null = null;
      if (cart.reservation_id) {
        const r = getReservation(db, cart.reservation_id, now);
        if (!r || r.event_id !== event.id) throw payError(404, "not_found", `No reservation ${cart.reservation_id} for event ${event.id}.`, "reservation_id");
        if (!isLive(r, now)) throw payError(409, "reservation_expired", `Reservation ${cart.reservation_id} is ${r.status}; reserve the tickets again.`, "reservation_id");
        reservationId = r.id;
      }
      for (const line of lines) {
        const left = availableFor(db, line.ticket, now, reservationId);
        if (line.quantity > left) throw stockShortError(line, left);
      }
      const orderId = `ord_${randomId(12)}`;
      const c = cart.customer;
      db.prepare(
        `INSERT INTO orders (id, event_id, link_token, status, payment_method, voucher_code, guest_list_token, first_name, last_name, email, street,
           post_code, city, country, country_code, company_name, vat_number, lang, currency, price_before_discount, discount_amount, final_price_paid,
           created_at, provider, reservation_id, return_token, updated_at)
         VALUES (?, ?, ?, 'pending', ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(orderId, event.id, randomId(24), cart.selectedPaymentMethod, voucher?.code ?? null, c.firstName, c.lastName, c.email, c.street,
        c.postCode, c.city, c.country, c.countryCode, c.companyName, c.vatNumber, c.lang, event.currency, amounts.priceBeforeDiscount,
        amounts.discountAmount, amounts.finalPricePaid, new Date(now).toISOString(), provider, reservationId, randomId(12), new Date(now).toISOString());
      const insertLine = db.prepare("INSERT INTO order_lines (order_id, ticket_id, ticket_name, unit_price, quantity) VALUES (?, ?, ?, ?, ?)");
      for (const line of lines) insertLine.run(orderId, line.ticket.id, line.ticket.ticket_name, line.ticket.price, line.quantity);
      return orderId;
    })
    .immediate();
  return findOrder(db, id) as OrderRow;
}
