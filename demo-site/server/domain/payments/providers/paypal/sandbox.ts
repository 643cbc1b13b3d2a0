import { randomBytes } from "node:crypto";
import type { Db } from "../../../../store/sqlite/open.ts";
import { GatewayError, type PaypalGateway, type PaypalOrderStatus } from "../../gateway.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import { findSandboxPayment, insertSandboxPayment, patchSandboxData, setSandboxStatus } from "../../sandbox/payments.ts";

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
/** PayPal order ids are 17 upper-case letters and digits. */
const paypalId = () => Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join("");

export const instrumentDeclined = "The instrument presented was either declined by the processor or bank, or it can't be used for this payment. (INSTRUMENT_DECLINED)";

/** PayPal Orders v2 as the sandbox plays them: capture succeeds only after approval. */
export function createPaypalSandbox(db: Db, timeoutMs: number): PaypalGateway {
  const find = (id: string) => {
    const order = findSandboxPayment(db, "paypal", id);
    if (!order) throw new GatewayError("not_found", `The specified resource does not exist: PayPal order ${id} (RESOURCE_NOT_FOUND).`);
    return order;
  };
  return {
    async createOrder({ amount, reference, description }) {
      if ((await drivenOutcome(db, "paypal.order", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "PayPal could not create the order (sandbox driven to fail).");
      }
      const id = paypalId();
      insertSandboxPayment(db, { id, provider: "paypal", status: "CREATED", amount, secret: null, data: { reference, description } });
      return { id };
    },
    async captureOrder(id) {
      const order = find(id);
      const driven = await drivenOutcome(db, "paypal.capture", timeoutMs);
      if (driven === "fail") {
        setSandboxStatus(db, "paypal", id, "DECLINED");
        throw new GatewayError("declined", instrumentDeclined);
      }
      if (driven === "pending") {
        setSandboxStatus(db, "paypal", id, "PENDING");
        return { status: "PENDING" };
      }
      if (driven === "succeed" || order.status === "APPROVED" || order.status === "PENDING" || order.status === "COMPLETED") {
        // PENDING stays pending until driven to succeed; COMPLETED answers as already captured (a retried capture).
        if (order.status === "PENDING" && driven !== "succeed") return { status: "PENDING" };
        setSandboxStatus(db, "paypal", id, "COMPLETED");
        return { status: "COMPLETED" };
      }
      if (order.status === "CREATED") throw new GatewayError("invalid", "Payer has not yet approved the Order for payment. (ORDER_NOT_APPROVED)");
      throw new GatewayError("invalid", `The order is ${order.status} and cannot be captured. (UNPROCESSABLE_ENTITY)`);
    },
    async getOrder(id) {
      return { status: find(id).status as PaypalOrderStatus };
    },
    async voidOrder(id) {
      find(id);
      setSandboxStatus(db, "paypal", id, "VOIDED", ["CREATED", "APPROVED"]);
    },
    async refund(id) {
      find(id);
      patchSandboxData(db, "paypal", id, { refunded: "true" });
    },
  };
}
