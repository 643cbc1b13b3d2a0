import type { WalletSupport } from "../../lib/payment-methods/method-lists.ts";
import { loadStripeFor } from "./load.ts";

export interface WalletProbeInput {
  publishableKey: string;
  /** Lower-case ISO currency, as Stripe wants it. */
  currency: string;
  amountMinor: number;
}

/**
 * Which wallets this device can pay with through Stripe (step 3 lists Google Pay only when this says so): Stripe's
 * Payment Request `canMakePayment()`, which asks the browser without showing anything. The caller bounds the wait
 * (wallet-support.ts, 2 s); the country is the merchant account's, for which spec §9's default (DE) stands.
 */
export default async function probeStripeWallets(input: WalletProbeInput): Promise<Partial<WalletSupport>> {
  const stripe = await loadStripeFor(input.publishableKey);
  const request = stripe.paymentRequest({
    country: "DE",
    currency: input.currency,
    total: { label: "Tickets", amount: Math.max(0, input.amountMinor) },
  });
  const result = await request.canMakePayment();
  return { googlepay: result?.googlePay === true, applepay: result?.applePay === true };
}
