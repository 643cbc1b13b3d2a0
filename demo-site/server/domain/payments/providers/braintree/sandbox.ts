import { clientToken } from "../../../../../../tests/fixtures/gateway/index.ts";
import type { Store } from "../../../../store/index.ts";
import { GatewayError, type BraintreeGateway, type PaymentReport } from "../../gateway.ts";
import { parseSandboxWebhook, sandboxRefund, sandboxRefundOf } from "../../sandbox/common.ts";
import { braintreeState } from "./states.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import { findSandboxPayment, insertSandboxPayment, sandboxId } from "../../sandbox/payments.ts";

/** Braintree's own test nonces (and what the fake gateway under /gateway/ tokenizes cards to). */
export const declinedNonce = "fake-processor-declined-visa-nonce";
const validNonce = /^(fake-valid-nonce|fake-valid-[a-z-]+-nonce|token[a-z]*_[A-Za-z0-9_]+)$/;
export const processorDeclined = "Do Not Honor";
/** Braintree's sandbox client API origin (what real sandbox client tokens carry in configUrl). */
export const SANDBOX_CLIENT_API = "https://api.sandbox.braintreegateway.com";

/**
 * Braintree as the sandbox plays it. The client token has the real format (base64 JSON with an
 * authorizationFingerprint) and its configUrl is Braintree's real sandbox client API URL: braintree-web only
 * accepts Braintree's own domains, so browser tests route that host to the fake gateway
 * (tests/e2e/pay-braintree.spec.ts). The demo's sandbox widget adapter never opens the token.
 */
export function createBraintreeSandbox(store: Store, timeoutMs: number): BraintreeGateway {
  const find = async (id: string) => {
    const tx = await findSandboxPayment(store, "braintree", id);
    if (!tx) throw new GatewayError("not_found", `Transaction ${id} not found.`);
    return tx;
  };
  const report = async (id: string): Promise<PaymentReport> => {
    const tx = await find(id);
    return { state: braintreeState(tx.status), amount: tx.amount };
  };
  return {
    report,
    complete: report,
    async cancel() {},
    async refund(id, p) {
      await find(id);
      return sandboxRefund(store, "braintree", id, "cr_", p, timeoutMs);
    },
    refundReport: (_ref, refundId) => sandboxRefundOf(store, "braintree", refundId),
    parseWebhook: (req) => parseSandboxWebhook(req, report),
    async clientToken() {
      if ((await drivenOutcome(store, "braintree.token", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "Braintree could not create a client token (sandbox driven to fail).");
      }
      return clientToken({
        clientApiOrigin: SANDBOX_CLIENT_API,
        environment: "sandbox",
        tag: "demo-sandbox",
        customerId: null,
      });
    },
    async sale({ nonce, amount, deviceData, orderId }) {
      const driven = await drivenOutcome(store, "braintree.process-payment", timeoutMs);
      if (driven === "fail" || (driven === null && nonce === declinedNonce))
        throw new GatewayError("declined", processorDeclined);
      if (driven === null && !validNonce.test(nonce))
        throw new GatewayError("invalid", "Unknown or expired payment_method_nonce.");
      const id = sandboxId("", 4);
      const status = driven === "pending" ? "settlement_pending" : "submitted_for_settlement";
      await insertSandboxPayment(store, {
        id,
        provider: "braintree",
        status,
        amount,
        secret: null,
        data: { order_id: orderId, device_data: deviceData ? "yes" : "no" },
      });
      return { id, status, amount };
    },
    async getTransaction(id) {
      return { status: (await find(id)).status as "submitted_for_settlement" };
    },
  };
}
