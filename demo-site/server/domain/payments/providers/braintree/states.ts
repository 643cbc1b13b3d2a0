import type { PaymentReport } from "../../gateway.ts";

/** A Braintree transaction status as a payment state (shared by the sandbox and the live adapter). */
export function braintreeState(status: string): PaymentReport["state"] {
  switch (status) {
    case "authorized":
    case "submitted_for_settlement":
    case "settling":
    case "settled":
      return "paid";
    case "settlement_pending":
    case "authorizing":
      return "pending";
    case "voided":
    case "authorization_expired":
      return "canceled";
    default:
      // processor_declined, gateway_rejected, failed, settlement_declined
      return "failed";
  }
}
