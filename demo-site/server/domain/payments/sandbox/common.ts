import { createHash } from "node:crypto";
import type { ProviderName, Store } from "../../../store/index.ts";
import {
  GatewayError,
  WebhookSignatureError,
  type Money,
  type PaymentReport,
  type ProviderEvent,
  type RefundReport,
  type WebhookRequest,
} from "../gateway.ts";
import { drivenOutcome } from "./control.ts";
import { findSandboxPayment, insertSandboxPayment, patchSandboxData } from "./payments.ts";

/**
 * The sandbox's notification: `{ "id": "<payment id>" }`, like Mollie's. It carries no signature, so it is only a
 * prompt: the payment's state is read from the sandbox's own records, never from the body.
 */
export async function parseSandboxWebhook(
  req: WebhookRequest,
  report: (ref: string) => Promise<PaymentReport>,
): Promise<ProviderEvent> {
  let id: unknown;
  try {
    id = (JSON.parse(req.rawBody.toString("utf8")) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  if (typeof id !== "string" || id === "" || id.length > 64)
    throw new WebhookSignatureError('The sandbox notification must be JSON { "id": "<payment id>" }.');
  const now = await report(id);
  return { id: `${id}:${now.state}`, type: `sandbox.${now.state}`, ref: id, report: now };
}

const refundStates: Record<string, RefundReport["state"]> = { fail: "failed", pending: "pending" };

/**
 * A refund as the sandbox plays it, kept beside its payment (provider `<name>.refund`): its id follows from the
 * idempotency key, so the same key answers the same refund; POST /sandbox/control `<name>.refund` can make the next
 * one fail or stay pending. Without `amount`, the whole payment.
 */
export async function sandboxRefund(
  store: Store,
  provider: ProviderName,
  ref: string,
  prefix: string,
  p: { idempotencyKey: string; amount?: Money },
  timeoutMs: number,
): Promise<RefundReport> {
  const payment = await findSandboxPayment(store, provider, ref);
  if (!payment) throw new GatewayError("not_found", `No such payment: '${ref}'.`);
  const id = `${prefix}${createHash("sha256").update(`${provider}:${p.idempotencyKey}`).digest("hex").slice(0, 20)}`;
  const known = await sandboxRefundReport(store, provider, id);
  if (known) return known;
  const outcome = await drivenOutcome(store, `${provider}.refund`, timeoutMs);
  const state = (outcome && refundStates[outcome]) ?? "succeeded";
  const message = state === "failed" ? "The bank refused the refund (sandbox driven to fail)." : "";
  await insertSandboxPayment(store, {
    id,
    provider: `${provider}.refund`,
    status: state,
    amount: p.amount ?? payment.amount,
    secret: null,
    data: { payment: ref, message },
  });
  // The payment's own record says it was refunded once a refund of all of it went through.
  const whole = !p.amount || Number(p.amount.amount) >= Number(payment.amount.amount);
  if (state === "succeeded" && whole) await patchSandboxData(store, provider, ref, { refunded: "true", refund_id: id });
  return { id, state, ...(message ? { message } : {}) };
}

/** A sandbox refund's state now, or null for an unknown id. */
export async function sandboxRefundReport(
  store: Store,
  provider: ProviderName,
  refundId: string,
): Promise<RefundReport | null> {
  const refund = await findSandboxPayment(store, `${provider}.refund`, refundId);
  if (!refund) return null;
  const state = refund.status as RefundReport["state"];
  return { id: refundId, state, ...(refund.data.message ? { message: refund.data.message } : {}) };
}

/** refundReport() of every sandbox gateway. */
export async function sandboxRefundOf(store: Store, provider: ProviderName, refundId: string): Promise<RefundReport> {
  const report = await sandboxRefundReport(store, provider, refundId);
  if (!report) throw new GatewayError("not_found", `No such refund: '${refundId}'.`);
  return report;
}
