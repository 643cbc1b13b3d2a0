// What a provider's report of a payment does to its order, one function for the webhooks and the reconciliation
// sweep, so both settle an order the same way.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { settle } from "../orders/finalise-order.ts";
import { closeOrder, notePending } from "../orders/open-payment.ts";
import type { OrderRow } from "../orders/order-answers.ts";
import { providerKey } from "./amounts.ts";
import type { CommonGateway, PaymentReport } from "./gateway.ts";
import type { OrderEventActor } from "../order-events/record.ts";

export type Applied = "paid" | "refunded" | "failed" | "canceled" | "unchanged";

/**
 * Applies what the provider says about an order's payment, whoever asked (a webhook, the sweep): paid → the order
 * is finalised exactly once (tickets, or a refund when the tickets are gone or the amount is not the order's);
 * approved → completed first (PayPal's capture, with the order's capture key); failed or canceled → the order is
 * closed unless it is paid already. Safe in any order and any number of times: every step is guarded by the
 * order's status (a "failed" after "paid" changes nothing; a "paid" after "failed" reopens and pays it). Each change
 * goes on the order's timeline with `actor`: the webhook (with the provider's event id) or the sweep.
 */
export async function applyReport(
  deps: Pick<Deps, "store" | "ticketSecret" | "clock" | "origin">,
  gateway: CommonGateway,
  order: OrderRow,
  report: PaymentReport,
  actor: OrderEventActor = { kind: "system" },
): Promise<Applied> {
  switch (report.state) {
    case "paid":
      try {
        await settle(deps, order.id, gateway, report.amount, actor);
        return "paid";
      } catch (err) {
        if (err instanceof ApiError && err.code === "reservation_expired_refunded") return "refunded";
        throw err;
      }
    case "approved": {
      if (!order.provider_ref) return "unchanged";
      const completed = await gateway.complete(order.provider_ref, providerKey(order.id, "capture"));
      return completed.state === "approved" ? "unchanged" : applyReport(deps, gateway, order, completed, actor);
    }
    case "failed":
      return (await closeOrder(
        deps.store,
        order.id,
        "failed",
        report.message ?? `${order.provider} reports the payment failed`,
        actor,
      ))
        ? "failed"
        : "unchanged";
    case "canceled":
      return (await closeOrder(
        deps.store,
        order.id,
        "canceled",
        `${order.provider} reports the payment canceled or expired`,
        actor,
      ))
        ? "canceled"
        : "unchanged";
    case "pending":
      await notePending(deps.store, order.id);
      return "unchanged";
    default:
      return "unchanged";
  }
}
