import type { MollieStatus, PaymentReport } from "../../gateway.ts";

/** A Mollie payment status as a payment state (shared by the sandbox and the live adapter). */
export function mollieState(status: MollieStatus): PaymentReport["state"] {
  switch (status) {
    case "paid":
      return "paid";
    case "pending":
    case "authorized":
      return "pending";
    case "failed":
      return "failed";
    case "canceled":
    case "expired":
      return "canceled";
    default:
      return "open";
  }
}
