// How much a refund asks for: chosen tickets (their lines' prices, less the order's discount in proportion), an
// amount typed by the organizer, or all that is left; never more than what is left of what the buyer paid.
import Big from "big.js";
import { ApiError } from "../errors.ts";
import type { RefundableTicket, RefundOrder } from "../../store/index.ts";

export interface RefundAsk {
  amount: string;
  /** Issued tickets it voids. */
  tickets: RefundableTicket[];
}

const parseAmount = (amount: string): Big | null => {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return null;
  return new Big(amount.trim());
};

/**
 * What is refunded: `ticketIds` (every one a valid ticket of the order), or `amount` (a decimal with at most two
 * places, above zero), or — neither — all that is left, voiding every valid ticket. `left` is what the order still
 * has to give back. Bad input is a 400 that names the field; nothing left is 409.
 */
export function refundAsk(
  order: Pick<RefundOrder, "final_price_paid" | "price_before_discount" | "currency">,
  tickets: readonly RefundableTicket[],
  left: Big,
  ask: { ticketIds?: string[]; amount?: string },
): RefundAsk {
  if (left.lte(0))
    throw new ApiError(409, "nothing_to_refund", "All this order paid is refunded already (or on its way back).");
  const valid = tickets.filter((t) => t.voided_at === null);
  if (ask.ticketIds !== undefined && ask.amount !== undefined)
    throw new ApiError(
      400,
      "invalid_refund",
      "Send either ticketIds or amount (or neither for the whole order), not both.",
      "amount",
    );
  if (ask.ticketIds !== undefined) {
    if (ask.ticketIds.length === 0)
      throw new ApiError(400, "invalid_refund", "ticketIds: pick at least one ticket.", "ticketIds");
    const chosen = ask.ticketIds.map((id) => {
      const t = valid.find((v) => v.id === id);
      if (!t)
        throw new ApiError(
          400,
          "invalid_refund",
          `ticketIds: ${id} is not a valid (not yet refunded) ticket of this order.`,
          "ticketIds",
        );
      return t;
    });
    if (new Set(ask.ticketIds).size !== ask.ticketIds.length)
      throw new ApiError(400, "invalid_refund", "ticketIds: a ticket is listed twice.", "ticketIds");
    const before = new Big(order.price_before_discount);
    const share = before.gt(0) ? new Big(order.final_price_paid).div(before) : new Big(1);
    const sum = chosen
      .reduce((s, t) => s.plus(new Big(t.unit_price).times(share)), new Big(0))
      .round(2, Big.roundHalfUp);
    return { amount: (sum.gt(left) ? left : sum).toFixed(2), tickets: chosen };
  }
  if (ask.amount !== undefined) {
    const amount = parseAmount(ask.amount);
    if (!amount || amount.lte(0) || amount.gt(left))
      throw new ApiError(
        400,
        "invalid_refund",
        `amount: a decimal above 0 and at most ${left.toFixed(2)} ${order.currency} (what is left to refund), like "12.50".`,
        "amount",
      );
    return { amount: amount.toFixed(2), tickets: [] };
  }
  return { amount: left.toFixed(2), tickets: valid };
}
