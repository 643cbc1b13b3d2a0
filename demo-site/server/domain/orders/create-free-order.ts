import { randomBytes } from "node:crypto";
import { computeOrderAmounts } from "../../../../widget/lib/money.ts";
import { StockShortError } from "../../store/errors.ts";
import type { GuestRow, Tx } from "../../store/index.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { availableFor } from "../reservations/reservations.ts";
import { makeTicketCode } from "../tickets/ticket-code.ts";
import type { CustomerInput, FreeOrderInput } from "./free-order-schema.ts";
import { assertOnSale, resolveLines, stockError, type OrderLine } from "./order-rules.ts";
import { findVoucher } from "./vouchers.ts";
import { DEFAULT_LIMITS } from "../limits/config.ts";
import { checkBuyerCap, lockAndCountBuyer } from "../limits/buyer-cap.ts";
import { allOf } from "../../store/all-of.ts";
import { orderPlaced } from "./move-order.ts";

export interface CreatedOrder {
  orderId: string;
  linkToken: string;
  /** The buyer's key to the order besides the ticket link (POST /api/orders/:id/resend). */
  guestId: string;
  customer: CustomerInput;
}

const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

function guestListLines(guest: GuestRow | undefined, input: FreeOrderInput, lines: OrderLine[]): GuestRow {
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
 * Creates a free order in ONE transaction: stock is taken by a conditional UPDATE after the ticket rows are locked
 * (StockQueries), a guest-list token by a conditional UPDATE, so concurrent orders in any number of processes never
 * take more than there is. Throws ApiError for anything the buyer or client got wrong; nothing is written then.
 */
export async function createFreeOrder(deps: Pick<Deps, "store" | "clock" | "ticketSecret">, input: FreeOrderInput, ticketsPerBuyer: number = DEFAULT_LIMITS.ticketsPerBuyer): Promise<CreatedOrder> {
  const isGuest = input.guestListToken !== null && input.guestListToken !== "";
  if (isGuest !== (input.selectedPaymentMethod === "guest_list")) {
    throw new ApiError(400, "invalid_request", "selectedPaymentMethod must be \"guest_list\" exactly when guestListToken is sent.", "selectedPaymentMethod");
  }
  const voucherCode = input.voucherCode ? input.voucherCode : null;
  if (isGuest && voucherCode) {
    throw new ApiError(400, "invalid_request", "voucherCode cannot be combined with a guest-list token.", "voucherCode");
  }
  try {
    return await deps.store.transaction((tx) => placeOrder(tx, deps, input, isGuest, voucherCode, ticketsPerBuyer));
  } catch (err) {
    if (!(err instanceof StockShortError)) throw err;
    // The order's transaction is over: what is left, read after it, for the buyer's message.
    const tickets = await deps.store.events.tickets(input.event_id);
    const ticket = tickets.find((t) => t.id === err.ticketId)!;
    const line = { ticket, quantity: input.ticketQuantities[String(ticket.id)] ?? 0 };
    throw stockError(line, await availableFor(deps.store, ticket, deps.clock(), null));
  }
}

/**
 * The body of the transaction: every check and write of one order. Its queries go in two batches, each issued at
 * once and so sent in one round trip (store/queries/pipelined.ts): the reads (with the buyer's lock and count, or the
 * guest-list token), then the writes. On PostgreSQL the transaction is 3 round trips (BEGIN, the reads, the writes with
 * the COMMIT), where it was 11.
 */
async function placeOrder(tx: Tx, deps: Pick<Deps, "clock" | "ticketSecret">, input: FreeOrderInput, isGuest: boolean, voucherCode: string | null, ticketsPerBuyer: number): Promise<CreatedOrder> {
  const now = deps.clock();
  const c = input.customer;
  const [event, organizer, tickets, guestRow, voucher, had] = await allOf([
    tx.events.event(input.event_id),
    tx.events.organizerOfEvent(input.event_id),
    tx.events.tickets(input.event_id),
    isGuest ? tx.guestList.find(input.guestListToken ?? "") : undefined,
    voucherCode ? findVoucher(tx, input.event_id, voucherCode, now) : undefined,
    // Guest-list tickets are invitations, outside the buyer's cap. Counted before this order's own rows exist.
    isGuest ? 0 : lockAndCountBuyer(tx, input.event_id, c.email, now),
  ]);
  if (!event || !organizer) throw new ApiError(404, "event_not_found", `No event with id ${input.event_id}.`, "event_id");
  if (event.event_ended) assertOnSale(event);
  const lines = resolveLines(tickets, input.ticketQuantities);
  const guest = isGuest ? guestListLines(guestRow, input, lines) : null;
  if (!guest) {
    assertOnSale(event);
    if (voucherCode && !voucher) throw new ApiError(400, "voucher_invalid", `Voucher "${voucherCode}" is not valid for this event.`, "voucherCode");
  }
  // Guest-list tickets are invitations: free whatever the ticket's price, and outside the sale capacity.
  const amounts = computeOrderAmounts({
    lines: lines.map((l) => ({ price: guest ? "0.00" : l.ticket.price, quantity: l.quantity })),
    discountPercent: guest ? 0 : (voucher?.discount ?? 0),
    commissionPercent: organizer.user_commission,
    commissionFixed: organizer.user_added_commission,
  });
  if (!amounts.isFree) {
    throw new ApiError(400, "order_not_free", `This order costs ${amounts.finalPricePaid} ${event.currency}; free orders must total 0.00.`);
  }
  if (!guest) checkBuyerCap(event, c.email, lines.reduce((n, l) => n + l.quantity, 0), had, ticketsPerBuyer);
  const orderId = `ord_${randomId(12)}`;
  const linkToken = randomId(24);
  const guestId = randomId(12);
  const order = {
    id: orderId, event_id: event.id, link_token: linkToken, status: "completed" as const, payment_method: input.selectedPaymentMethod, voucher_code: guest ? null : (voucher?.code ?? null),
    guest_list_token: guest?.token ?? null, first_name: c.firstName, last_name: c.lastName, email: c.email, street: c.street, post_code: c.postCode,
    city: c.city, country: c.country, country_code: c.countryCode, company_name: c.companyName, vat_number: c.vatNumber, lang: c.lang, currency: event.currency,
    price_before_discount: amounts.priceBeforeDiscount, discount_amount: amounts.discountAmount, final_price_paid: amounts.finalPricePaid, created_at: new Date().toISOString(),
    return_token: guestId,
  };
  const orderLines = lines.map((l) => ({ ticket_id: l.ticket.id, ticket_name: l.ticket.ticket_name, unit_price: guest ? "0.00" : l.ticket.price, quantity: l.quantity }));
  if (guest) {
    const [used] = await allOf([
      tx.guestList.use(guest.token, orderId),
      tx.orders.insert(order, orderLines, issuedTickets(deps.ticketSecret, event.id, lines)),
      orderPlaced(tx, orderId, now),
    ]);
    if (!used) throw new ApiError(409, "guest_list_token_used", "This guest-list invitation has already been used.", "guestListToken");
    return { orderId, linkToken, guestId, customer: c };
  }
  // A ticket already short in what was just read is refused before any write: once a ticket is sold out, its orders
  // stop here, and PostgreSQL logs no refused take for them. Holds are not in that read; the take below counts them.
  const short = lines.find((l) => l.ticket.ticket_stock === "limited" && l.ticket.sold + l.quantity > (l.ticket.stock_limit ?? 0));
  if (short) throw stockError(short, await availableFor(tx, short.ticket, now, null));
  // Stock last, with the COMMIT (Tx.commit): every other order for the same tickets waits on their rows from the lock to
  // the commit, so the order's rows and its mail go first, and the commit follows without waiting for this process.
  // A ticket short makes the take an error and the commit a rollback (createFreeOrder reads what is left).
  await allOf([
    tx.orders.insert(order, orderLines, issuedTickets(deps.ticketSecret, event.id, lines)),
    orderPlaced(tx, orderId, now),
    tx.stock.lock(lines.map((l) => l.ticket.id)),
    ...lines.map((l) => tx.stock.takeOrThrow(l.ticket.id, l.quantity, now)),
    tx.commit(),
  ]);
  return { orderId, linkToken, guestId, customer: c };
}

/** One signed ticket code per admission, numbered through the order. */
export function issuedTickets(secret: Buffer, eventId: number, lines: readonly { ticket: { id: number }; quantity: number }[]) {
  const tickets = [];
  let position = 0;
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const id = randomId(12);
      tickets.push({ id, ticket_id: line.ticket.id, position: ++position, code: makeTicketCode(secret, eventId, id) });
    }
  }
  return tickets;
}
