import { randomBytes } from "node:crypto";
import type { Store } from "../../../../store/index.ts";
import { GatewayError, type PaymentReport, type PaypalGateway, type PaypalOrderStatus } from "../../gateway.ts";
import { parseSandboxWebhook, sandboxRefund, sandboxRefundOf } from "../../sandbox/common.ts";
import { paypalState } from "./states.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import { findSandboxPayment, insertSandboxPayment, setSandboxStatus } from "../../sandbox/payments.ts";

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
/** PayPal order ids are 17 upper-case letters and digits. */
const paypalId = () => Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join("");

export const instrumentDeclined =
  "The instrument presented was either declined by the processor or bank, or it can't be used for this payment. (INSTRUMENT_DECLINED)";

/** PayPal Orders v2 as the sandbox plays them: capture succeeds only after approval. */
export function createPaypalSandbox(store: Store, timeoutMs: number): PaypalGateway {
  const find = async (id: string) => {
    const order = await findSandboxPayment(store, "paypal", id);
    if (!order)
      throw new GatewayError(
        "not_found",
        `The specified resource does not exist: PayPal order ${id} (RESOURCE_NOT_FOUND).`,
      );
    return order;
  };
  const report = async (id: string): Promise<PaymentReport> => {
    const order = await find(id);
    return { state: paypalState(order.status as PaypalOrderStatus), amount: order.amount };
  };
  const gateway: PaypalGateway = {
    report,
    async complete(id, key) {
      if ((await report(id)).state !== "approved") return report(id);
      try {
        await gateway.captureOrder(id, key);
      } catch (err) {
        if (!(err instanceof GatewayError) || err.kind === "timeout") throw err;
      }
      return report(id);
    },
    async cancel(id) {
      await setSandboxStatus(store, "paypal", id, "VOIDED", ["CREATED"]);
    },
    async refund(id, p) {
      await find(id);
      return sandboxRefund(store, "paypal", id, "RF", p, timeoutMs);
    },
    refundReport: (_ref, refundId) => sandboxRefundOf(store, "paypal", refundId),
    parseWebhook: (req) => parseSandboxWebhook(req, report),
    async createOrder({ amount, reference, description }) {
      if ((await drivenOutcome(store, "paypal.order", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "PayPal could not create the order (sandbox driven to fail).");
      }
      const id = paypalId();
      await insertSandboxPayment(store, {
        id,
        provider: "paypal",
        status: "CREATED",
        amount,
        secret: null,
        data: { reference, description },
      });
      return { id };
    },
    async captureOrder(id) {
      const order = await find(id);
      const driven = await drivenOutcome(store, "paypal.capture", timeoutMs);
      if (driven === "fail") {
        await setSandboxStatus(store, "paypal", id, "DECLINED");
        throw new GatewayError("declined", instrumentDeclined);
      }
      if (driven === "pending") {
        await setSandboxStatus(store, "paypal", id, "PENDING");
        return { status: "PENDING", amount: order.amount };
      }
      if (
        driven === "succeed" ||
        order.status === "APPROVED" ||
        order.status === "PENDING" ||
        order.status === "COMPLETED"
      ) {
        // PENDING stays pending until driven to succeed; COMPLETED answers as already captured (a retried capture).
        if (order.status === "PENDING" && driven !== "succeed") return { status: "PENDING", amount: order.amount };
        await setSandboxStatus(store, "paypal", id, "COMPLETED");
        return { status: "COMPLETED", amount: order.amount };
      }
      if (order.status === "CREATED")
        throw new GatewayError("invalid", "Payer has not yet approved the Order for payment. (ORDER_NOT_APPROVED)");
      throw new GatewayError("invalid", `The order is ${order.status} and cannot be captured. (UNPROCESSABLE_ENTITY)`);
    },
    async getOrder(id) {
      return { status: (await find(id)).status as PaypalOrderStatus };
    },
    async voidOrder(id) {
      await find(id);
      await setSandboxStatus(store, "paypal", id, "VOIDED", ["CREATED", "APPROVED"]);
    },
  };
  return gateway;
}
