import { computeOrderAmounts } from "../../../../widget/lib/money.ts";
import type {
  EventRow,
  GuestRow,
  IssuedTicket,
  NewOrder,
  NewOrderLine,
  OrganizerRow,
  TicketRow,
} from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { checkBuyerCap } from "../limits/buyer-cap.ts";
import { makeTicketCode } from "../tickets/ticket-code.ts";
import type { FreeOrderInput } from "./free-order-schema.ts";
import { assertOnSale, resolveLines, type OrderLine } from "./order-rules.ts";
import type { Voucher } from "./vouchers.ts";
import { randomId } from "../random-id.ts";

/** What a free order's checks read in its transaction: one order alone, or each order of a batch. */
export interface FreeOrderReads {
  event: EventRow | undefined;
  organizer: OrganizerRow | undefined;
  tickets: readonly TicketRow[];
  /** The guest-list token's row, for an order with one. */
  guestRow?: GuestRow | undefined;
  /** The voucher, for an order with a code (undefined: none valid). */
  voucher?: Voucher | undefined;
  /** Tickets of the event the buyer's email already has (lockAndCountBuyer); 0 for a guest-list order. */
  had: number;
}

/** A free order that passed every check: the rows to write and what to answer. */
export interface CheckedFreeOrder {
  event: EventRow;
  lines: OrderLine[];
  guest: GuestRow | null;
  order: NewOrder;
  orderLines: NewOrderLine[];
  tickets: IssuedTicket[];
  linkToken: string;
  guestId: string;
}

function guestListLines(guest: GuestRow | undefined, input: FreeOrderInput, lines: OrderLine[]): GuestRow {
  if (!guest || guest.event_id !== input.event_id) {
    throw new ApiError(
      400,
      "guest_list_token_invalid",
      "guestListToken is not a guest-list token of this event.",
      "guestListToken",
    );
  }
  if (guest.used)
    throw new ApiError(
      409,
      "guest_list_token_used",
      "This guest-list invitation has already been used.",
      "guestListToken",
    );
  const only = lines[0];
  if (lines.length !== 1 || !only || only.ticket.id !== guest.ticket_id || only.quantity !== 1) {
    throw new ApiError(
      400,
      "guest_list_quantity",
      `A guest-list invitation is for exactly 1 ticket ${guest.ticket_id}.`,
      "ticketQuantities",
    );
  }
  return guest;
}

/**
 * Every check of a free order on what its transaction read, in the order the buyer hears of them (the event, its
 * sale, the lines, the guest-list token or voucher, the price, the buyer's cap), then the rows it writes. Throws
 * ApiError; stock is not checked here (the caller does, against what it has taken so far).
 */
export function checkFreeOrder(
  ticketSecret: Buffer,
  input: FreeOrderInput,
  reads: FreeOrderReads,
  voucherCode: string | null,
  ticketsPerBuyer: number,
): CheckedFreeOrder {
  const isGuest = input.guestListToken !== null && input.guestListToken !== "";
  const { event, organizer, voucher } = reads;
  const c = input.customer;
  if (!event || !organizer)
    throw new ApiError(404, "event_not_found", `No event with id ${input.event_id}.`, "event_id");
  if (event.event_ended) assertOnSale(event);
  const lines = resolveLines(reads.tickets, input.ticketQuantities, isGuest);
  const guest = isGuest ? guestListLines(reads.guestRow, input, lines) : null;
  if (!guest) {
    assertOnSale(event);
    if (voucherCode && !voucher)
      throw new ApiError(
        400,
        "voucher_invalid",
        `Voucher "${voucherCode}" is not valid for this event.`,
        "voucherCode",
      );
  }
  // Guest-list tickets are invitations: free whatever the ticket's price, and outside the sale capacity.
  const amounts = computeOrderAmounts({
    lines: lines.map((l) => ({ price: guest ? "0.00" : l.ticket.price, quantity: l.quantity })),
    discountPercent: guest ? 0 : (voucher?.discount ?? 0),
    commissionPercent: organizer.user_commission,
    commissionFixed: organizer.user_added_commission,
  });
  if (!amounts.isFree) {
    throw new ApiError(
      400,
      "order_not_free",
      `This order costs ${amounts.finalPricePaid} ${event.currency}; free orders must total 0.00.`,
    );
  }
  if (!guest)
    checkBuyerCap(
      event,
      c.email,
      lines.reduce((n, l) => n + l.quantity, 0),
      reads.had,
      ticketsPerBuyer,
    );
  const orderId = `ord_${randomId(12)}`;
  const linkToken = randomId(24);
  const guestId = randomId(12);
  const order = {
    id: orderId,
    event_id: event.id,
    link_token: linkToken,
    status: "completed" as const,
    payment_method: input.selectedPaymentMethod,
    voucher_code: guest ? null : (voucher?.code ?? null),
    guest_list_token: guest?.token ?? null,
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
    created_at: new Date().toISOString(),
    return_token: guestId,
  };
  const orderLines = lines.map((l) => ({
    ticket_id: l.ticket.id,
    ticket_name: l.ticket.ticket_name,
    unit_price: guest ? "0.00" : l.ticket.price,
    quantity: l.quantity,
  }));
  return {
    event,
    lines,
    guest,
    order,
    orderLines,
    tickets: issuedTickets(ticketSecret, event.id, lines),
    linkToken,
    guestId,
  };
}

/** One signed ticket code per admission, numbered through the order. */
export function issuedTickets(
  secret: Buffer,
  eventId: number,
  lines: readonly { ticket: { id: number }; quantity: number }[],
): IssuedTicket[] {
  const tickets = [];
  let position = 0;
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const id = randomId(12);
      tickets.push({
        id,
        ticket_id: line.ticket.id,
        position: ++position,
        code: makeTicketCode(secret, eventId, line.ticket.id, id),
      });
    }
  }
  return tickets;
}
