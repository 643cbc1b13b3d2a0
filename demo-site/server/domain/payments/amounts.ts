// Money at the provider's edge, with big.js: the browser's amount checked against the order, the provider's reports
// checked against it, minor units, and the provider idempotency keys (tc-<order>-create|capture|refund).
import Big from "big.js";
import type { OrderRecord } from "../../store/index.ts";
import { payError } from "./errors.ts";
import type { Money } from "./gateway.ts";

const asBig = (value: unknown): Big | null => {
  if (typeof value !== "string" && typeof value !== "number") return null;
  try {
    return new Big(value);
  } catch {
    return null;
  }
};

/**
 * The browser sends the amount it showed the buyer. The server charges its own; when the two differ (a price
 * changed since the page loaded, or a tampered request) nothing is charged: 400 amount_mismatch.
 */
export function assertClientAmount(clientAmount: unknown, serverAmount: string, currency: string): void {
  if (clientAmount === undefined || clientAmount === null || clientAmount === "") return;
  const sent = asBig(clientAmount);
  if (!sent || !sent.eq(serverAmount)) {
    throw payError(
      400,
      "amount_mismatch",
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- echoes what the client sent, whatever it is
      `The amount sent (${String(clientAmount)}) is not this order's price, ${serverAmount} ${currency}; reload the checkout to see the current price. Nothing was charged.`,
      "amount",
    );
  }
}

/** The order's amount as a provider must report it. */
export const orderMoney = (order: Pick<OrderRecord, "final_price_paid" | "currency">): Money => ({
  amount: order.final_price_paid,
  currency: order.currency,
});

/** Whether what the provider reports is exactly the order's amount and currency. */
export function sameMoney(reported: Money, expected: Money): boolean {
  const a = asBig(reported.amount);
  return a !== null && a.eq(expected.amount) && reported.currency.toUpperCase() === expected.currency.toUpperCase();
}

/** Minor units (cents) of a decimal amount, for providers that count in them (Stripe). Every currency we sell has 2 decimals. */
export const toMinor = (amount: string): number =>
  Number(new Big(amount).times(100).round(0, Big.roundHalfUp).toString());
export const fromMinor = (minor: number): string => new Big(minor).div(100).toFixed(2);

/** The provider-side idempotency key of one operation on one order: a retry of it is the same operation. */
export const providerKey = (orderId: string, operation: "create" | "capture" | "refund") =>
  `tc-${orderId}-${operation}`;
