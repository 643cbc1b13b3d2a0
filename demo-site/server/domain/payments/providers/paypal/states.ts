import { GatewayError, type PaymentReport, type PaypalOrderStatus, type RefundReport } from "../../gateway.ts";

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

/** A PayPal refund as a refund report (COMPLETED: succeeded; PENDING or no status yet: pending). */
export function paypalRefundReport(r: {
  id?: string;
  status?: string;
  statusDetails?: { reason?: string };
}): RefundReport {
  if (!r.id) throw new GatewayError("invalid", "PayPal answered a refund without an id.");
  const states: Record<string, RefundReport["state"]> = {
    COMPLETED: "succeeded",
    FAILED: "failed",
    CANCELLED: "canceled",
  };
  const state = states[r.status ?? ""] ?? "pending";
  const reason = r.statusDetails?.reason;
  return { id: r.id, state, ...(state === "failed" ? { message: `PayPal: refund ${reason ?? "failed"}` } : {}) };
}
