import type { Store } from "../../../../store/index.ts";
import { GatewayError, type PaymentReport, type StripeGateway, type StripeIntentStatus } from "../../gateway.ts";
import { parseSandboxWebhook, sandboxRefund, sandboxRefundOf } from "../../sandbox/common.ts";
import { stripeState } from "./states.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import {
  findSandboxPayment,
  insertSandboxPayment,
  patchSandboxData,
  sandboxId,
  setSandboxStatus,
} from "../../sandbox/payments.ts";

export const declinedMessage = "Your card was declined.";

/** Stripe's PaymentIntents as the sandbox plays them: ids and client secrets in Stripe's formats. */
export function createStripeSandbox(store: Store, timeoutMs: number): StripeGateway {
  const find = async (id: string) => {
    const intent = await findSandboxPayment(store, "stripe", id);
    if (!intent) throw new GatewayError("not_found", `No such payment_intent: '${id}'.`);
    return intent;
  };
  const report = async (id: string): Promise<PaymentReport> => {
    const intent = await find(id);
    return {
      state: stripeState(intent.status as StripeIntentStatus, intent.data.last_error ?? null),
      amount: intent.amount,
      message: intent.data.last_error,
    };
  };
  return {
    report,
    complete: report,
    async cancel(id) {
      await setSandboxStatus(store, "stripe", id, "canceled", [
        "requires_payment_method",
        "requires_confirmation",
        "requires_action",
      ]);
    },
    async refund(id, p) {
      await find(id);
      return sandboxRefund(store, "stripe", id, "re_", p, timeoutMs);
    },
    refundReport: (_ref, refundId) => sandboxRefundOf(store, "stripe", refundId),
    parseWebhook: (req) => parseSandboxWebhook(req, report),
    async createIntent({ amount, paymentMethodTypes, metadata }) {
      if ((await drivenOutcome(store, "stripe.create-payment-intent", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "The payment could not be started (sandbox driven to fail).");
      }
      const id = sandboxId("pi_", 12);
      const clientSecret = `${id}_secret_${sandboxId("", 12)}`;
      await insertSandboxPayment(store, {
        id,
        provider: "stripe",
        status: "requires_payment_method",
        amount,
        secret: clientSecret,
        data: { payment_method_types: paymentMethodTypes.join(","), order_id: metadata.order_id ?? "" },
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const before = await find(id);
      const driven = await drivenOutcome(store, "stripe.verifyIntent", timeoutMs);
      if (driven === "succeed") await setSandboxStatus(store, "stripe", id, "succeeded");
      if (driven === "pending") await setSandboxStatus(store, "stripe", id, "processing");
      if (driven === "fail") {
        await setSandboxStatus(store, "stripe", id, "requires_payment_method");
        await patchSandboxData(store, "stripe", id, { last_error: declinedMessage });
      }
      const intent = driven ? await find(id) : before;
      return {
        id,
        status: intent.status as StripeIntentStatus,
        amount: intent.amount,
        clientSecret: intent.secret ?? "",
        lastError: intent.status === "requires_payment_method" ? (intent.data.last_error ?? null) : null,
      };
    },
  };
}
