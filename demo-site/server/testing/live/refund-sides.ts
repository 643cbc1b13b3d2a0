// Tests only: what the per-provider refund test (domain/refunds/live-refunds.test.ts) does at each provider's fake besides the
// payment (testing/live/ drives that): list the refunds made, move one (succeeded or failed) and build the
// notification the provider sends about it, signed as that provider signs.
import braintree from "braintree";
import type { ProviderName } from "../../store/index.ts";
import type { FakeServer } from "../../../../tests/fixtures/provider-apis/fake-server.ts";
import type { FakeStripe } from "../../../../tests/fixtures/provider-apis/stripe.ts";
import type { FakePaypal } from "../../../../tests/fixtures/provider-apis/paypal.ts";
import type { FakeBraintree } from "../../../../tests/fixtures/provider-apis/braintree.ts";
import type { FakeMollie } from "../../../../tests/fixtures/provider-apis/mollie.ts";
import type { Notification } from "./driver.ts";
import { BRAINTREE_TEST_ENV } from "./braintree.ts";
import { PAYPAL_TEST_ENV } from "./paypal.ts";
import { STRIPE_TEST_ENV } from "./stripe.ts";

export interface RefundSide {
  /** The refunds made at the provider so far: id and amount ("20.00"), oldest first. */
  made(): { id: string; amount: string }[];
  /** The provider moves refund `id` to done (or failed) and sends its notification (returned, for the test to post). */
  settle(id: string, outcome: "succeeded" | "failed"): Promise<Notification>;
}

const braintreeSigner = new braintree.BraintreeGateway({
  environment: braintree.Environment.Sandbox,
  merchantId: BRAINTREE_TEST_ENV.BRAINTREE_MERCHANT_ID,
  publicKey: BRAINTREE_TEST_ENV.BRAINTREE_PUBLIC_KEY,
  privateKey: BRAINTREE_TEST_ENV.BRAINTREE_PRIVATE_KEY,
});
const form = { "content-type": "application/x-www-form-urlencoded" };
const json = { "content-type": "application/json" };

export function refundSide(provider: ProviderName, fake: FakeServer): RefundSide {
  switch (provider) {
    case "stripe": {
      const stripe = fake as FakeStripe;
      return {
        made: () => stripe.refunds.map((r) => ({ id: r.id, amount: (r.amount / 100).toFixed(2) })),
        async settle(id, outcome) {
          const refund = stripe.settleRefund(id, outcome);
          // A success is told by charge.refunded (its refunds read back); a failure by refund.updated.
          const type = outcome === "succeeded" ? "charge.refunded" : "refund.updated";
          const { body, headers } = stripe.refundEvent(type, refund, STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET);
          return { body, headers: { ...json, ...headers } };
        },
      };
    }
    case "paypal": {
      const paypal = fake as FakePaypal;
      return {
        made: () => paypal.refunds.map((r) => ({ id: r.id, amount: r.amount.value })),
        async settle(id, outcome) {
          const refund = paypal.settleRefund(id, outcome === "succeeded" ? "COMPLETED" : "FAILED");
          const type = outcome === "succeeded" ? "PAYMENT.CAPTURE.REFUNDED" : "PAYMENT.REFUND.FAILED";
          return paypal.refundEvent(type, refund, PAYPAL_TEST_ENV.PAYPAL_WEBHOOK_ID);
        },
      };
    }
    case "braintree": {
      const bt = fake as FakeBraintree;
      return {
        made: () => bt.credits().map((t) => ({ id: t.id, amount: t.amount })),
        async settle(id, outcome) {
          if (outcome === "succeeded") bt.settle(id);
          else bt.declineSettlement(id);
          const kind = outcome === "succeeded" ? "transaction_settled" : "transaction_settlement_declined";
          const n = braintreeSigner.webhookTesting.sampleNotification(kind, id);
          return {
            body: new URLSearchParams({ bt_signature: n.bt_signature, bt_payload: n.bt_payload }).toString(),
            headers: form,
          };
        },
      };
    }
    case "mollie": {
      const mollie = fake as FakeMollie;
      return {
        made: () => mollie.refunds.map((r) => ({ id: r.id, amount: r.amount.value })),
        async settle(id, outcome) {
          await mollie.settleRefund(id, outcome === "succeeded" ? "refunded" : "failed", false);
          // Mollie calls the payment's webhook with the payment's id when one of its refunds moves.
          const paymentId = mollie.refunds.find((r) => r.id === id)!.paymentId;
          return { body: `id=${paymentId}`, headers: form };
        },
      };
    }
  }
}
