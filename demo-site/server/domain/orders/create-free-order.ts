// A free order on its own (a voucher or guest-list order, or one the batch sends back): one transaction, the reads
// first, then the writes with the stock taken by a conditional UPDATE and the COMMIT, so it can never oversell.
import { StockShortError } from "../../store/errors.ts";
import type { Tx } from "../../store/index.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { availableFor } from "../reservations/reservations.ts";
import type { CustomerInput, FreeOrderInput } from "./free-order-schema.ts";
import { stockError } from "./order-rules.ts";
import { useVoucher } from "./vouchers.ts";
import { DEFAULT_LIMITS } from "../limits/config.ts";
import { lockAndCountBuyer } from "../limits/buyer-cap.ts";
import { allOf } from "../../store/all-of.ts";
import { orderPlaced } from "./move-order.ts";
import { checkFreeOrder } from "./free-order-check.ts";

export interface CreatedOrder {
  orderId: string;
  linkToken: string;
  /** The buyer's key to the order besides the ticket link (POST /api/orders/:id/resend). */
  guestId: string;
  customer: CustomerInput;
}

/** The code of a free order: null when none was sent. Throws the 400s of a token or code sent where it cannot go. */
export function freeOrderCodes(input: FreeOrderInput): { isGuest: boolean; voucherCode: string | null } {
  const isGuest = input.guestListToken !== null && input.guestListToken !== "";
  if (isGuest !== (input.selectedPaymentMethod === "guest_list")) {
    throw new ApiError(
      400,
      "invalid_request",
      'selectedPaymentMethod must be "guest_list" exactly when guestListToken is sent.',
      "selectedPaymentMethod",
    );
  }
  const voucherCode = input.voucherCode ? input.voucherCode : null;
  if (isGuest && voucherCode) {
    throw new ApiError(
      400,
      "invalid_request",
      "voucherCode cannot be combined with a guest-list token.",
      "voucherCode",
    );
  }
  return { isGuest, voucherCode };
}

/**
 * Creates a free order in ONE transaction: stock is taken by a conditional UPDATE after the ticket rows are locked
 * (StockQueries), a guest-list token by a conditional UPDATE, so concurrent orders in any number of processes never
 * take more than there is. Throws ApiError for anything the buyer or client got wrong; nothing is written then.
 */
export async function createFreeOrder(
  deps: Pick<Deps, "store" | "clock" | "ticketSecret">,
  input: FreeOrderInput,
  ticketsPerBuyer: number = DEFAULT_LIMITS.ticketsPerBuyer,
): Promise<CreatedOrder> {
  const { isGuest, voucherCode } = freeOrderCodes(input);
  try {
    return await deps.store.transaction((tx) => placeOrder(tx, deps, input, isGuest, voucherCode, ticketsPerBuyer));
  } catch (err) {
    if (!(err instanceof StockShortError)) throw err;
    throw await stockShortAfter(deps, input, err.ticketId);
  }
}

/** The buyer's message for a ticket found short by a take: what is left, read after the order's transaction ended. */
async function stockShortAfter(
  deps: Pick<Deps, "store" | "clock">,
  input: FreeOrderInput,
  ticketId: number,
): Promise<ApiError> {
  const tickets = await deps.store.events.tickets(input.event_id);
  const ticket = tickets.find((t) => t.id === ticketId)!;
  const line = { ticket, quantity: input.ticketQuantities[String(ticket.id)] ?? 0 };
  return stockError(line, await availableFor(deps.store, ticket, deps.clock(), null));
}

/**
 * The body of the transaction: every check and write of one order. Its queries go in two batches, each issued at
 * once and so sent in one round trip (store/queries/pipelined.ts): the reads (with the buyer's lock and count, or the
 * guest-list token), then the writes. On PostgreSQL the transaction is 3 round trips (BEGIN, the reads, the writes with
 * the COMMIT), where it was 11.
 */
async function placeOrder(
  tx: Tx,
  deps: Pick<Deps, "clock" | "ticketSecret">,
  input: FreeOrderInput,
  isGuest: boolean,
  voucherCode: string | null,
  ticketsPerBuyer: number,
): Promise<CreatedOrder> {
  const now = deps.clock();
  const [event, organizer, tickets, guestRow, voucher, had] = await allOf([
    tx.events.event(input.event_id),
    tx.events.organizerOfEvent(input.event_id),
    tx.events.tickets(input.event_id),
    isGuest ? tx.guestList.find(input.guestListToken ?? "") : undefined,
    // Counted here, with the reads: a refusal later in this transaction (or the code being used up) rolls it back.
    voucherCode ? useVoucher(tx, input.event_id, voucherCode, now) : undefined,
    // Guest-list tickets are invitations, outside the buyer's cap. Counted before this order's own rows exist.
    isGuest ? 0 : lockAndCountBuyer(tx, input.event_id, input.customer.email, now),
  ]);
  const checked = checkFreeOrder(
    deps.ticketSecret,
    input,
    { event, organizer, tickets, guestRow, voucher, had },
    voucherCode,
    ticketsPerBuyer,
  );
  const { order, orderLines, lines, guest, linkToken, guestId } = checked;
  const created = { orderId: order.id, linkToken, guestId, customer: input.customer };
  if (guest) {
    const [used] = await allOf([
      tx.guestList.use(guest.token, order.id),
      tx.orders.insert(order, orderLines, checked.tickets),
      orderPlaced(tx, order.id, now),
    ]);
    if (!used)
      throw new ApiError(
        409,
        "guest_list_token_used",
        "This guest-list invitation has already been used.",
        "guestListToken",
      );
    return created;
  }
  // A ticket already short in what was just read is refused before any write: once a ticket is sold out, its orders
  // stop here, and PostgreSQL logs no refused take for them. Holds are not in that read; the take below counts them.
  const short = lines.find(
    (l) => l.ticket.ticket_stock === "limited" && l.ticket.sold + l.quantity > (l.ticket.stock_limit ?? 0),
  );
  if (short) throw stockError(short, await availableFor(tx, short.ticket, now, null));
  // Stock last, with the COMMIT (Tx.commit): every other order for the same tickets waits on their rows from the lock to
  // the commit, so the order's rows and its mail go first, and the commit follows without waiting for this process.
  // A ticket short makes the take an error and the commit a rollback (createFreeOrder reads what is left).
  await allOf([
    tx.orders.insert(order, orderLines, checked.tickets),
    orderPlaced(tx, order.id, now),
    tx.stock.lock(lines.map((l) => l.ticket.id)),
    ...lines.map((l) => tx.stock.takeOrThrow(l.ticket.id, l.quantity, now)),
    tx.commit(),
  ]);
  return created;
}
