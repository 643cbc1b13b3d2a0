import type { Db } from "../../../../store/sqlite/open.ts";
import { GatewayError, type StripeGateway, type StripeIntentStatus } from "../../gateway.ts";
import { drivenOutcome } from "../../sandbox/control.ts";
import { findSandboxPayment, insertSandboxPayment, patchSandboxData, sandboxId, setSandboxStatus } from "../../sandbox/payments.ts";

export const declinedMessage = "Your card was declined.";

/** Stripe's PaymentIntents as the sandbox plays them: ids and client secrets in Stripe's formats. */
export function createStripeSandbox(db: Db, timeoutMs: number): StripeGateway {
  const find = (id: string) => {
    const intent = findSandboxPayment(db, "stripe", id);
    if (!intent) throw new GatewayError("not_found", `No such payment_intent: '${id}'.`);
    return intent;
  };
  return {
    async createIntent({ amount, paymentMethodTypes, metadata }) {
      if ((await drivenOutcome(db, "stripe.create-payment-intent", timeoutMs)) === "fail") {
        throw new GatewayError("declined", "The payment could not be started (sandbox driven to fail).");
      }
      const id = sandboxId("pi_", 12);
      const clientSecret = `${id}_secret_${sandboxId("", 12)}`;
      insertSandboxPayment(db, {
        id, provider: "stripe", status: "requires_payment_method", amount, secret: clientSecret,
        data: { payment_method_types: paymentMethodTypes.join(","), order_id: metadata.order_id ?? "" },
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const before = find(id);
      const driven = await drivenOutcome(db, "stripe.verifyIntent", timeoutMs);
      if (driven === "succeed") setSandboxStatus(db, "stripe", id, "succeeded");
      if (driven === "pending") setSandboxStatus(db, "stripe", id, "processing");
      if (driven === "fail") {
        setSandboxStatus(db, "stripe", id, "requires_payment_method");
        patchSandboxData(db, "stripe", id, { last_error: declinedMessage });
      }
      const intent = driven ? find(id) : before;
      return {
        id,
        status: intent.status as StripeIntentStatus,
        amount: intent.amount,
        clientSecret: intent.secret ?? "",
        lastError: intent.status === "requires_payment_method" ? (intent.data.last_error ?? null) : null,
      };
    },
    async refund(id) {
      find(id);
      patchSandboxData(db, "stripe", id, { refunded: "true" });
    },
  };
}
