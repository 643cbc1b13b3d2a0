import Big from "big.js";

// Spec §9: arbitrary-precision decimals at precision 20, money at two decimals rounded half up.
// A private constructor keeps these settings from leaking into any other big.js user on the page.
const Dec = Big();
Dec.DP = 20;
Dec.RM = Big.roundHalfUp;

/** Rounds to two decimals, half up: 0.005 → "0.01", 2.675 → "2.68" (exact, unlike Number#toFixed). */
export function roundMoney(value: Big.BigSource): string {
  return new Dec(value).round(2, Big.roundHalfUp).toFixed(2);
}

export interface PricedLine {
  /** Decimal string as the API sends it, e.g. "25.00". */
  price: string;
  quantity: number;
}

export interface PricingInput {
  lines: readonly PricedLine[];
  /** Voucher discount in percent; 0 when no voucher counts (invalid, or discount not above 0). */
  discountPercent: number;
  /** Organizer's `user_commission`, percent of the discounted price. */
  commissionPercent: number;
  /** Organizer's `user_added_commission`, a fixed amount per paid (non-free) ticket. */
  commissionFixed: number;
}

/** Spec §3 "Derived amounts", every one a two-decimal string. */
export interface OrderAmounts {
  totalQuantity: number;
  /** Tickets whose own price is zero. */
  totalQuantityFree: number;
  paidQuantity: number;
  priceBeforeDiscount: string;
  discountAmount: string;
  priceAfterDiscount: string;
  /** Percentage commission (the "service fee"). */
  commissionAmount: string;
  /** Fixed commission for all paid tickets (the "handling fee"). */
  fixedCommissionAmount: string;
  /** Percentage plus fixed commission: what the price popover shows and the platform keeps. */
  platformFeeTotal: string;
  /** What the buyer pays, VAT inclusive. */
  finalPricePaid: string;
  /** What the organizer receives: the discounted ticket price. */
  organizerEarnings: string;
  /** Spec §2/§4: a price after discount of zero or less skips payment. */
  isFree: boolean;
}

/**
 * Computes every amount of an order from its lines, voucher and the organizer's commission settings.
 * Shared by the widget (display) and the reference server (which recomputes and never trusts the client).
 */
export function computeOrderAmounts(input: PricingInput): OrderAmounts {
  let totalQuantity = 0;
  let totalQuantityFree = 0;
  let before = new Dec(0);
  for (const line of input.lines) {
    if (line.quantity <= 0) continue;
    totalQuantity += line.quantity;
    const price = new Dec(line.price);
    if (price.lte(0)) totalQuantityFree += line.quantity;
    before = before.plus(price.times(line.quantity));
  }
  const paidQuantity = totalQuantity - totalQuantityFree;
  const priceBeforeDiscount = roundMoney(before);
  const discountPercent = input.discountPercent > 0 ? input.discountPercent : 0;
  const discountAmount = roundMoney(new Dec(priceBeforeDiscount).times(discountPercent).div(100));
  const priceAfterDiscount = roundMoney(new Dec(priceBeforeDiscount).minus(discountAmount));
  const isFree = new Dec(priceAfterDiscount).lte(0);
  const commissionAmount = isFree
    ? "0.00"
    : roundMoney(new Dec(priceAfterDiscount).times(input.commissionPercent).div(100));
  const fixedCommissionAmount = isFree ? "0.00" : roundMoney(new Dec(input.commissionFixed).times(paidQuantity));
  const platformFeeTotal = roundMoney(new Dec(commissionAmount).plus(fixedCommissionAmount));
  const finalPricePaid = isFree ? "0.00" : roundMoney(new Dec(priceAfterDiscount).plus(platformFeeTotal));
  return {
    totalQuantity,
    totalQuantityFree,
    paidQuantity,
    priceBeforeDiscount,
    discountAmount,
    priceAfterDiscount,
    commissionAmount,
    fixedCommissionAmount,
    platformFeeTotal,
    finalPricePaid,
    organizerEarnings: isFree ? "0.00" : priceAfterDiscount,
    isFree,
  };
}

/** Per-ticket commission for the step-1 price popover: percentage of the price plus the fixed amount. */
export function ticketCommission(price: string, commissionPercent: number, commissionFixed: number): string {
  if (new Dec(price).lte(0)) return "0.00";
  return roundMoney(new Dec(price).times(commissionPercent).div(100).plus(commissionFixed));
}

/** Wallet providers take integer minor units: final price × 100, rounded (spec §9). */
export function toMinorUnits(amount: string): number {
  return Number(new Dec(amount).times(100).round(0, Big.roundHalfUp).toFixed(0));
}
