import type { PaymentReport, StripeIntentStatus } from "../../gateway.ts";

/** A PaymentIntent's status as a payment state (shared with the live adapter). */
export function stripeState(status: StripeIntentStatus, lastError: string | null): PaymentReport["state"] {
  switch (status) {
    case "succeeded":
      return "paid";
    case "processing":
      return "pending";
    case "canceled":
      return "canceled";
    case "requires_payment_method":
      return lastError ? "failed" : "open";
    default:
      return "open";
  }
}
