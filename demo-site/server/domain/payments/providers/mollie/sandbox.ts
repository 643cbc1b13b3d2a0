import { randomBytes } from "node:crypto";
import type { Store } from "../../../../store/index.ts";
import { GatewayError, type MollieGateway, type MollieStatus, type PaymentReport } from "../../gateway.ts";
import { parseSandboxWebhook, sandboxRefund, sandboxRefundOf } from "../../sandbox/common.ts";
import { mollieState } from "./states.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import { findSandboxPayment, insertSandboxPayment, setSandboxStatus } from "../../sandbox/payments.ts";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Mollie payment ids: "tr_" and ten letters or digits. */
const mollieId = () => "tr_" + Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");

/** Mollie's hosted checkout as the sandbox plays it: the checkout page is /sandbox/mollie/checkout/:id on this server. */
export function createMollieSandbox(store: Store, timeoutMs: number): MollieGateway {
  const find = async (id: string) => {
    const payment = await findSandboxPayment(store, "mollie", id);
    if (!payment) throw new GatewayError("not_found", `No payment exists with token ${id}.`);
    return payment;
  };
  const report = async (id: string): Promise<PaymentReport> => {
    const payment = await find(id);
    return { state: mollieState(payment.status as MollieStatus), amount: payment.amount };
  };
  return {
    report,
    complete: report,
    async cancel(id) {
      await setSandboxStatus(store, "mollie", id, "canceled", ["open"]);
    },
    async refund(id, p) {
      await find(id);
      return sandboxRefund(store, "mollie", id, "re_", p, timeoutMs);
    },
    refundReport: (_ref, refundId) => sandboxRefundOf(store, "mollie", refundId),
    parseWebhook: (req) => parseSandboxWebhook(req, report),
    async createPayment({ amount, description, redirectUrl, method, orderId, requestOrigin }) {
      if ((await drivenOutcome(store, "mollie.process-payment", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "Mollie could not create the payment (sandbox driven to fail).");
      }
      const id = mollieId();
      await insertSandboxPayment(store, {
        id,
        provider: "mollie",
        status: "open",
        amount,
        secret: null,
        data: { description, redirectUrl, ...(method ? { method } : {}), order_id: orderId },
      });
      return { id, checkoutUrl: `${requestOrigin}/sandbox/mollie/checkout/${id}` };
    },
    async getPayment(id) {
      await find(id);
      const driven = await drivenOutcome(store, "mollie.verify-order", timeoutMs);
      const open = ["open", "pending", "authorized"];
      if (driven === "succeed") await setSandboxStatus(store, "mollie", id, "paid", open);
      if (driven === "fail") await setSandboxStatus(store, "mollie", id, "failed", open);
      if (driven === "pending") await setSandboxStatus(store, "mollie", id, "pending", ["open"]);
      const now = await find(id);
      return { status: now.status as MollieStatus, amount: now.amount };
    },
  };
}
