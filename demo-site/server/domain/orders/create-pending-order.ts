import { computeOrderAmounts } from "../../../../widget/lib/money.ts";
import type { ProviderName, Store } from "../../store/index.ts";
import { payError } from "../payments/errors.ts";
import type { Cart } from "../payments/schemas.ts";
import { isLive } from "../reservations/reservations.ts";
import type { OrderRow } from "./order-answers.ts";
import { assertOnSale, resolveLines, stockShortError } from "./order-rules.ts";
import { findVoucher } from "./vouchers.ts";
import { DEFAULT_LIMITS } from "../limits/config.ts";
import { checkBuyerCap, lockAndCountBuyer } from "../limits/buyer-cap.ts";
import { assertClientAmount } from "../payments/amounts.ts";
import { randomId } from "../random-id.ts";
import { allOf } from "../../store/all-of.ts";
import { recordOrderEvent } from "../order-events/record.ts";

/**
 * Prices the cart from the server's own data and stores a pending order, in ONE transaction. Stock is checked
 * (held tickets of other buyers count as gone) but taken only when the payment is finalised (finalise-order.ts,
 * which checks again under the ticket rows' locks); a live reservation of this buyer keeps it meanwhile. The
 * amount charged is always the server's; a client amount that differs from it is refused (400 amount_mismatch).
 */
export async function createPendingOrder(
  store: Store,
  cart: Cart,
  provider: ProviderName,
  now: number,
  ticketsPerBuyer: number = DEFAULT_LIMITS.ticketsPerBuyer,
): Promise<OrderRow> {
  if (cart.guestListToken) {
    throw payError(
      400,
      "validation_error",
      "guestListToken: guest-list orders are free; create them with POST /api/orders/free.",
      "guestListToken",
    );
  }
  // The reads in one round trip on PostgreSQL, with the BEGIN (the buyer's lock before the buyer's count), then the
  // order's rows with the COMMIT: two round trips, as a free order. It was nine.
  const asked = Object.entries(cart.ticketQuantities)
    .filter(([id, quantity]) => quantity > 0 && /^[0-9]{1,9}$/.test(id))
    .map(([id]) => Number(id));
  const voucherCode = cart.voucherCode ? cart.voucherCode : null;
  return store.transaction(async (tx): Promise<OrderRow> => {
    const [event, organizer, tickets, voucher, hold, had, left] = await allOf([
      tx.events.event(cart.event_id),
      tx.events.organizerOfEvent(cart.event_id),
      tx.events.tickets(cart.event_id),
      voucherCode ? findVoucher(tx, cart.event_id, voucherCode, now) : null,
      cart.reservation_id ? tx.reservations.read(cart.reservation_id, now) : undefined,
      lockAndCountBuyer(tx, cart.event_id, cart.customer.email, now),
      tx.stock.leftOf(asked, now, cart.reservation_id ?? null),
    ]);
    if (!event || !organizer) throw payError(404, "not_found", `No event with id ${cart.event_id}.`, "event_id");
    assertOnSale(event, now);
    const lines = resolveLines(tickets, cart.ticketQuantities);
    if (voucherCode && !voucher)
      throw payError(400, "voucher_invalid", `Voucher "${voucherCode}" is not valid for this event.`, "voucherCode");
    const amounts = computeOrderAmounts({
      lines: lines.map((l) => ({ price: l.ticket.price, quantity: l.quantity })),
      discountPercent: voucher?.discount ?? 0,
      commissionPercent: organizer.user_commission,
      commissionFixed: organizer.user_added_commission,
    });
    if (amounts.isFree)
      throw payError(
        400,
        "order_is_free",
        "This order costs 0.00: create it with POST /api/orders/free instead of paying.",
        "ticketQuantities",
      );
    assertClientAmount(cart.amount, amounts.finalPricePaid, event.currency);
    if (cart.reservation_id) {
      if (!hold || hold.event_id !== event.id)
        throw payError(
          404,
          "not_found",
          `No reservation ${cart.reservation_id} for event ${event.id}.`,
          "reservation_id",
        );
      if (!isLive(hold, now))
        throw payError(
          409,
          "reservation_expired",
          `Reservation ${cart.reservation_id} is ${hold.status}; reserve the tickets again.`,
          "reservation_id",
        );
    }
    const reservationId = hold?.id ?? null;
    const quantity = lines.reduce((n, l) => n + l.quantity, 0);
    checkBuyerCap(event, cart.customer.email, quantity, had, ticketsPerBuyer);
    // What is left leaves the buyer's own live hold out (left out above: a hold that is not live failed just now).
    for (const line of lines) {
      const available = line.ticket.ticket_stock === "unlimited" ? Infinity : (left.get(line.ticket.id) ?? Infinity);
      if (line.quantity > available) throw stockShortError(line, available);
    }
    const stamp = new Date(now).toISOString();
    const c = cart.customer;
    const order: OrderRow = {
      id: `ord_${randomId(12)}`,
      event_id: event.id,
      link_token: randomId(24),
      status: "pending",
      payment_method: cart.selectedPaymentMethod,
      voucher_code: voucher?.code ?? null,
      guest_list_token: null,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      street: c.street,
      post_code: c.postCode,
      city: c.city,
      country: c.country,
      country_code: c.countryCode,
      company_name: c.companyName,
      vat_number: c.vatNumber,
      lang: c.lang,
      currency: event.currency,
      price_before_discount: amounts.priceBeforeDiscount,
      discount_amount: amounts.discountAmount,
      final_price_paid: amounts.finalPricePaid,
      created_at: stamp,
      provider,
      provider_ref: null,
      reservation_id: reservationId,
      return_token: randomId(12),
      status_reason: null,
      updated_at: stamp,
      refund_ref: null,
    };
    await allOf([
      tx.orders.insert(
        order,
        lines.map((l) => ({
          ticket_id: l.ticket.id,
          ticket_name: l.ticket.ticket_name,
          unit_price: l.ticket.price,
          quantity: l.quantity,
        })),
      ),
      recordOrderEvent(tx, {
        orderId: order.id,
        kind: "created",
        actor: { kind: "buyer" },
        at: now,
        data: { provider },
      }),
      tx.commit(),
    ]);
    return order;
  });
}
