import { createHash } from "node:crypto";
import {
  createMollieClient,
  MollieApiError,
  PaymentStatus,
  type Locale,
  type Payment,
  type PaymentMethod,
} from "@mollie/api-client";
import {
  GatewayError,
  WebhookSignatureError,
  type MollieGateway,
  type MollieStatus,
  type PaymentReport,
  type ProviderEvent,
  type RefundReport,
} from "../../gateway.ts";
import { isNetworkError, withDeadline } from "../../live/deadline.ts";
import type { MollieKeys } from "../../provider-config.ts";
import { mollieState } from "./states.ts";

/** The SDK's client; MOLLIE_API_BASE (tests) is its `apiEndpoint`. */
export function mollieClient(keys: MollieKeys) {
  return createMollieClient({ apiKey: keys.apiKey, ...(keys.apiBase ? { apiEndpoint: keys.apiBase.toString() } : {}) });
}

function toGatewayError(err: unknown, what: string): unknown {
  if (err instanceof GatewayError) return err;
  if (err instanceof MollieApiError) {
    if (err.statusCode === 404 || err.statusCode === 410) return new GatewayError("not_found", err.message);
    if ((err.statusCode ?? 500) >= 500 || err.statusCode === 429)
      return new GatewayError("timeout", `${what}: ${err.message}`);
    return new GatewayError("invalid", err.message);
  }
  if (
    isNetworkError(err) ||
    /ECONNREFUSED|ECONNRESET|socket hang up|network/i.test(String((err as Error | null)?.message))
  )
    return new GatewayError("timeout", `${what}: Mollie could not be reached.`);
  return err;
}

/** A Mollie refund as a refund report: queued, pending and processing are pending until Mollie says refunded. */
const mollieRefundReport = (r: { id: string; status: string }): RefundReport => {
  const states: Record<string, RefundReport["state"]> = {
    refunded: "succeeded",
    failed: "failed",
    canceled: "canceled",
  };
  const state = states[r.status] ?? "pending";
  return { id: r.id, state, ...(state === "failed" ? { message: "Mollie: the refund failed." } : {}) };
};

const reportOf = (p: Payment): PaymentReport => ({
  state: mollieState(p.status),
  amount: { amount: p.amount.value, currency: p.amount.currency },
  ...(p.status === PaymentStatus.failed ? { message: "The payment failed at Mollie." } : {}),
});

/** Mollie Payments on the official `@mollie/api-client`. */
export function createMollieLive(keys: MollieKeys, timeoutMs: number): MollieGateway {
  const mollie = mollieClient(keys);
  // Mollie refuses a webhook URL it cannot reach; without PUBLIC_ORIGIN this server is only localhost, and the
  // return and the reconciliation sweep finish its orders (a local fake of Mollie's API can reach it).
  const reachable = (url: string) => keys.apiBase !== null || !/^https?:\/\/(localhost|127\.|\[::1\])/.test(url);
  const call = <T>(what: string, fn: () => Promise<T>) =>
    withDeadline(timeoutMs, `Mollie ${what}`, fn).catch((err: unknown) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
      Promise.reject(toGatewayError(err, `Mollie ${what}`)),
    );
  const get = (id: string) => call("get payment", () => mollie.payments.get(id));
  return {
    async createPayment({ amount, description, redirectUrl, method, locale, orderId, webhookUrl, idempotencyKey }) {
      const payment = await call("create payment", () =>
        mollie.payments.create({
          amount: { currency: amount.currency, value: amount.amount },
          description,
          redirectUrl,
          ...(reachable(webhookUrl) ? { webhookUrl } : {}),
          ...(method ? { method: method as PaymentMethod } : {}),
          ...(locale ? { locale: locale as Locale } : {}),
          metadata: { order_id: orderId },
          idempotencyKey,
        }),
      );
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new GatewayError("invalid", `Mollie payment ${payment.id} has no checkout URL.`);
      return { id: payment.id, checkoutUrl };
    },
    async getPayment(id) {
      const p = await get(id);
      return { status: p.status as MollieStatus, amount: { amount: p.amount.value, currency: p.amount.currency } };
    },
    report: async (id) => reportOf(await get(id)),
    complete: async (id) => reportOf(await get(id)),
    async cancel(id) {
      const p = await get(id);
      if (p.isCancelable) await call("cancel payment", () => mollie.payments.cancel(id));
    },
    async refund(id, { idempotencyKey, amount }) {
      // Mollie needs the amount: the part asked for, or the whole of what it took.
      const whole = amount ? null : (await get(id)).amount;
      const refund = await call("refund", () =>
        mollie.paymentRefunds.create({
          paymentId: id,
          amount: amount ? { currency: amount.currency, value: amount.amount } : whole!,
          idempotencyKey,
        }),
      );
      return mollieRefundReport(refund);
    },
    refundReport: async (id, refundId) =>
      mollieRefundReport(await call("get refund", () => mollie.paymentRefunds.get(refundId, { paymentId: id }))),
    async parseWebhook({ rawBody }): Promise<ProviderEvent> {
      // Mollie posts only `id=tr_…` (form-encoded) and signs nothing: the id is a prompt, the state is fetched.
      const id = new URLSearchParams(rawBody.toString("utf8")).get("id") ?? "";
      if (!/^tr_[A-Za-z0-9]{4,40}$/.test(id))
        throw new WebhookSignatureError("The Mollie notification carries no payment id (id=tr_…).");
      let now: PaymentReport;
      try {
        now = reportOf(await get(id));
      } catch (err) {
        if (err instanceof GatewayError && err.kind === "not_found")
          throw new WebhookSignatureError(`Mollie knows no payment ${id}.`);
        throw err;
      }
      // No event id either: one status of one payment (and of its refunds: Mollie calls the same webhook when a
      // refund moves) is one event, so a repeat of it changes nothing.
      if (now.state !== "paid") return { id: `${id}:${now.state}`, type: `payment.${now.state}`, ref: id, report: now };
      const page = await call("list refunds", () => mollie.paymentRefunds.page({ paymentId: id }));
      const refunds = [...page].map((r) => ({ id: r.id, report: mollieRefundReport(r) }));
      const states = refunds.map((r) => `${r.id}=${r.report.state}`).join(",");
      const eventId = refunds.length
        ? `${id}:paid:${createHash("sha256").update(states).digest("hex").slice(0, 16)}`
        : `${id}:paid`;
      return { id: eventId, type: "payment.paid", ref: id, report: now, ...(refunds.length ? { refunds } : {}) };
    },
  };
}
