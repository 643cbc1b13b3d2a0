import { randomBytes } from "node:crypto";
import { computeOrderAmounts } from "../../../../widget/lib/money.ts";
import type { AppContext } from "../../context.ts";
import { getEvent, getOrganizer, listTickets } from "../events/event-payload.ts";
import type { Db } from "../../store/sqlite/open.ts";
import { statement } from "../../store/sqlite/statements.ts";
import { ApiError } from "../../http/json.ts";
import { findVoucher } from "../../routes/check-coupon.ts";
import { availableFor, heldByOthersSql } from "../reservations/reservations.ts";
import { makeTicketCode } from "../tickets/ticket-code.ts";
import type { CustomerInput, FreeOrderInput } from "./free-order-schema.ts";
import { assertOnSale, resolveLines, stockError, type OrderLine } from "./order-rules.ts";

export interface CreatedOrder {
  orderId: string;
  linkToken: string;
  customer: CustomerInput;
}

interface GuestRow {
  token: string;
  event_id: number;
  ticket_id: number;
  used: number;
}

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

// Statements are prepared once per database (db/statements.ts); only their parameters change per order.
// Tickets held by live reservations (payments/reservations) are not for sale to anyone else.
const takeStockSql = `UPDATE tickets SET sold = sold + ? WHERE id = ? AND (ticket_stock = 'unlimited' OR sold + ? + ${heldByOthersSql} <= stock_limit)`;
const insertOrderSql = `INSERT INTO orders (id, event_id, link_token, status, payment_method, voucher_code, guest_list_token, first_name,
  last_name, email, street, post_code, city, country, country_code, company_name, vat_number, lang, currency, price_before_discount,
  discount_amount, final_price_paid, created_at) VALUES (?, ?, ?, 'completed', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const insertLineSql = "INSERT INTO order_lines (order_id, ticket_id, ticket_name, unit_price, quantity) VALUES (?, ?, ?, ?, ?)";
const issueSql = "INSERT INTO issued_tickets (id, order_id, ticket_id, position, code) VALUES (?, ?, ?, ?, ?)";
const useGuestSql = "UPDATE guest_list SET used = 1, used_by_order = ? WHERE token = ? AND used = 0";

function guestListLines(ctx: AppContext, input: FreeOrderInput, lines: OrderLine[]): GuestRow {
  const token = input.guestListToken ?? "";
  const guest = statement(ctx.db, "SELECT * FROM guest_list WHERE token = ?").get(token) as GuestRow | undefined;
  if (!guest || guest.event_id !== input.event_id) {
    throw new ApiError(400, "guest_list_token_invalid", "guestListToken is not a guest-list token of this event.", "guestListToken");
  }
  if (guest.used) throw new ApiError(409, "guest_list_token_used", "This guest-list invitation has already been used.", "guestListToken");
  const only = lines[0];
  if (lines.length !== 1 || !only || only.ticket.id !== guest.ticket_id || only.quantity !== 1) {
    throw new ApiError(400, "guest_list_quantity", `A guest-list invitation is for exactly 1 ticket ${guest.ticket_id}.`, "ticketQuantities");
  }
  return guest;
}

/**
 * Creates a free order in ONE immediate transaction (BEGIN IMMEDIATE takes the write lock first, so
 * processes sharing the database file queue up and every stock check sees the latest `sold`).
 * Throws ApiError for anything the buyer or client got wrong; nothing is written then.
 */
export function createFreeOrder(ctx: AppContext, input: FreeOrderInput): CreatedOrder {
  const isGuest = input.guestListToken !== null && input.guestListToken !== "";
  if (isGuest !== (input.selectedPaymentMethod === "guest_list")) {
    throw new ApiError(400, "invalid_request", "selectedPaymentMethod must be \"guest_list\" exactly when guestListToken is sent.", "selectedPaymentMethod");
  }
  const voucherCode = input.voucherCode ? input.voucherCode : null;
  if (isGuest && voucherCode) {
    throw new ApiError(400, "invalid_request", "voucherCode cannot be combined with a guest-list token.", "voucherCode");
  }
  return orderTransaction(ctx.db).immediate(ctx, input, isGuest, voucherCode);
}

/** The body of the immediate transaction: every check and write of one order. */
function placeOrder(ctx: AppContext, input: FreeOrderInput, isGuest: boolean, voucherCode: string | null): CreatedOrder {
  const { db } = ctx;
  const event = getEvent(db, input.event_id);
  if (!event) throw new ApiError(404, "event_not_found", `No event with id ${input.event_id}.`, "event_id");
  const organizer = getOrganizer(db, event.organizer_id);
  if (!organizer) throw new ApiError(404, "event_not_found", `No event with id ${input.event_id}.`, "event_id");
  if (event.event_ended) assertOnSale(event);
  const lines = resolveLines(listTickets(db, event.id), input.ticketQuantities);
  const guest = isGuest ? guestListLines(ctx, input, lines) : null;
  let voucher = null;
  if (!guest) {
    assertOnSale(event);
    if (voucherCode) {
      voucher = findVoucher(ctx, event.id, voucherCode);
      if (!voucher) throw new ApiError(400, "voucher_invalid", `Voucher "${voucherCode}" is not valid for this event.`, "voucherCode");
    }
  }
  // Guest-list tickets are invitations: free whatever the ticket's price, and outside the sale capacity.
  const amounts = computeOrderAmounts({
    lines: lines.map((l) => ({ price: guest ? "0.00" : l.ticket.price, quantity: l.quantity })),
    discountPercent: voucher?.discount ?? 0,
    commissionPercent: organizer.user_commission,
    commissionFixed: organizer.user_added_commission,
  });
  if (!amounts.isFree) {
    throw new ApiError(400, "order_not_free", `This order costs ${amounts.finalPricePaid} ${event.currency}; free orders must total 0.00.`);
  }
  if (!guest) {
    const take = statement(db, takeStockSql);
    const now = ctx.payments.clock();
    for (const line of lines) {
      if (take.run(line.quantity, line.ticket.id, line.quantity, now, null).changes !== 1) throw stockError(line, availableFor(db, line.ticket, now, null));
    }
  }
  const orderId = `ord_${randomId(12)}`;
  const linkToken = randomId(24);
  const c = input.customer;
  statement(db, insertOrderSql).run(orderId, event.id, linkToken, input.selectedPaymentMethod, voucher?.code ?? null, guest?.token ?? null,
    c.firstName, c.lastName, c.email, c.street, c.postCode, c.city, c.country, c.countryCode, c.companyName, c.vatNumber, c.lang, event.currency,
    amounts.priceBeforeDiscount, amounts.discountAmount, amounts.finalPricePaid, new Date().toISOString());
  const insertLine = statement(db, insertLineSql);
  const issue = statement(db, issueSql);
  let position = 0;
  for (const line of lines) {
    insertLine.run(orderId, line.ticket.id, line.ticket.ticket_name, guest ? "0.00" : line.ticket.price, line.quantity);
    for (let i = 0; i < line.quantity; i++) {
      const codeId = randomId(12);
      issue.run(codeId, orderId, line.ticket.id, ++position, makeTicketCode(ctx.ticketSecret, event.id, codeId));
    }
  }
  if (guest) {
    const used = statement(db, useGuestSql).run(orderId, guest.token);
    if (used.changes !== 1) throw new ApiError(409, "guest_list_token_used", "This guest-list invitation has already been used.", "guestListToken");
  }
  return { orderId, linkToken, customer: c };
}

// One transaction function per database (better-sqlite3 builds a wrapper per call of db.transaction()).
const transactions = new WeakMap<Db, ReturnType<typeof makeTransaction>>();
const makeTransaction = (db: Db) => db.transaction(placeOrder);

function orderTransaction(db: Db) {
  let tx = transactions.get(db);
  if (!tx) transactions.set(db, (tx = makeTransaction(db)));
  return tx;
}
