import Stripe from "stripe";
import { fromMinor, toMinor } from "../../amounts.ts";
import {
  GatewayError,
  WebhookSignatureError,
  type PaymentReport,
  type ProviderEvent,
  type RefundReport,
  type StripeGateway,
  type StripeIntentStatus,
} from "../../gateway.ts";
import { isNetworkError, withDeadline } from "../../live/deadline.ts";
import type { StripeKeys } from "../../provider-config.ts";
import { stripeState } from "./states.ts";

/** Stripe's default: a signature older than this (seconds) is refused, so a captured request cannot be replayed later. */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

/** The stripe SDK's client for these keys; STRIPE_API_BASE (tests) points it at a local fake through host/port/protocol. */
export function stripeClient(keys: StripeKeys, timeoutMs: number): Stripe {
  const base = keys.apiBase;
  return new Stripe(keys.secretKey, {
    timeout: timeoutMs,
    maxNetworkRetries: 1,
    appInfo: { name: "ticket-checkout" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

function toGatewayError(err: unknown, what: string): unknown {
  if (err instanceof GatewayError) return err;
  if (err instanceof Stripe.errors.StripeError) {
    if (err.type === "StripeCardError") return new GatewayError("declined", err.message);
    if (err.type === "StripeAuthenticationError" || err.type === "StripePermissionError") {
      console.error(`payments: Stripe refused STRIPE_SECRET_KEY: ${err.message}`);
      return new GatewayError("invalid", "The payment provider refused this server's credentials.");
    }
    if (err.statusCode === 404 || err.code === "resource_missing") return new GatewayError("not_found", err.message);
    if (err.type === "StripeConnectionError" || (err.statusCode ?? 0) >= 500)
      return new GatewayError("timeout", `${what}: ${err.message}`);
    if (err.type === "StripeInvalidRequestError") return new GatewayError("invalid", err.message);
  }
  if (isNetworkError(err)) return new GatewayError("timeout", `${what}: Stripe could not be reached.`);
  return err;
}

type Intent = Stripe.PaymentIntent;
const intentOf = (pi: Intent) => ({
  id: pi.id,
  status: pi.status as StripeIntentStatus,
  amount: { amount: fromMinor(pi.amount), currency: pi.currency.toUpperCase() },
  clientSecret: pi.client_secret ?? "",
  lastError: pi.last_payment_error?.message ?? null,
});
const reportOf = (pi: Intent): PaymentReport => {
  const i = intentOf(pi);
  return {
    state: stripeState(i.status, i.lastError),
    amount: i.amount,
    ...(i.lastError ? { message: i.lastError } : {}),
  };
};

const intentId = (pi: string | Intent | null): string | null => (typeof pi === "string" ? pi : (pi?.id ?? null));

/** A Stripe refund as a refund report: pending (and requires_action) until Stripe says succeeded, failed or canceled. */
const refundReportOf = (r: Stripe.Refund): RefundReport => {
  const state = r.status === "succeeded" || r.status === "failed" || r.status === "canceled" ? r.status : "pending";
  return {
    id: r.id,
    state,
    ...(r.failure_reason ? { message: `Stripe: ${r.failure_reason.replace(/_/g, " ")}` } : {}),
  };
};

/** Stripe PaymentIntents on the official `stripe` SDK. */
export function createStripeLive(keys: StripeKeys, timeoutMs: number): StripeGateway {
  const stripe = stripeClient(keys, timeoutMs);
  const call = <T>(what: string, fn: () => Promise<T>) =>
    withDeadline(timeoutMs, `Stripe ${what}`, fn).catch((err: unknown) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
      Promise.reject(toGatewayError(err, `Stripe ${what}`)),
    );
  const retrieve = (id: string) => call("retrieve intent", () => stripe.paymentIntents.retrieve(id));
  return {
    async createIntent({ amount, paymentMethodTypes, metadata, idempotencyKey }) {
      const pi = await call("create intent", () =>
        stripe.paymentIntents.create(
          {
            amount: toMinor(amount.amount),
            currency: amount.currency.toLowerCase(),
            allowed_payment_method_types: paymentMethodTypes,
            metadata,
          },
          { idempotencyKey },
        ),
      );
      return { id: pi.id, clientSecret: pi.client_secret ?? "" };
    },
    retrieveIntent: async (id) => intentOf(await retrieve(id)),
    report: async (id) => reportOf(await retrieve(id)),
    complete: async (id) => reportOf(await retrieve(id)),
    async cancel(id) {
      const pi = await retrieve(id);
      if (["requires_payment_method", "requires_confirmation", "requires_action"].includes(pi.status))
        await call("cancel intent", () => stripe.paymentIntents.cancel(id));
    },
    async refund(id, { idempotencyKey, amount }) {
      const refund = await call("refund", () =>
        stripe.refunds.create(
          { payment_intent: id, ...(amount ? { amount: toMinor(amount.amount) } : {}) },
          { idempotencyKey },
        ),
      );
      return refundReportOf(refund);
    },
    refundReport: async (_id, refundId) =>
      refundReportOf(await call("retrieve refund", () => stripe.refunds.retrieve(refundId))),
    async parseWebhook({ rawBody, headers }): Promise<ProviderEvent> {
      const signature = headers["stripe-signature"];
      if (typeof signature !== "string" || signature === "")
        throw new WebhookSignatureError("No Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret, STRIPE_WEBHOOK_TOLERANCE_S);
      } catch (err) {
        throw new WebhookSignatureError(
          `Stripe signature refused: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      // refund.created / refund.updated / refund.failed carry the refund; charge.refunded the charge, whose refunds
      // of ours still moving are read back.
      if (event.type.startsWith("refund.") || event.type === "charge.refund.updated") {
        const refund = event.data.object as Stripe.Refund;
        return {
          id: event.id,
          type: event.type,
          // About the refund, not the payment (whose own events say how it stands).
          ref: null,
          report: null,
          refunds: [{ id: refund.id, report: refundReportOf(refund) }],
        };
      }
      if (event.type === "charge.refunded") {
        const intent = intentId(event.data.object.payment_intent);
        return { id: event.id, type: event.type, ref: null, report: null, ...(intent ? { refundsOf: intent } : {}) };
      }
      if (event.type.startsWith("payment_intent.")) {
        const pi = event.data.object as Intent;
        return { id: event.id, type: event.type, ref: pi.id, report: reportOf(pi) };
      }
      return { id: event.id, type: event.type, ref: null, report: null };
    },
  };
}
