import type { PaymentReport, PaypalOrderStatus } from "../../gateway.ts";

/** A PayPal order's status as a payment state (shared by the sandbox and the live adapter). */
export function paypalState(status: PaypalOrderStatus): PaymentReport["state"] {
  switch (status) {
    case "COMPLETED":
      return "paid";
    case "APPROVED":
      return "approved";
    case "PENDING":
      return "pending";
    case "DECLINED":
      return "failed";
    case "VOIDED":
      return "canceled";
    default:
      return "open";
  }
}
