import { randomBytes } from "node:crypto";
import type { Store } from "../../../store/index.ts";
import { WebhookSignatureError, type PaymentReport, type ProviderEvent, type WebhookRequest } from "../gateway.ts";
import { findSandboxPayment, patchSandboxData } from "./payments.ts";

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

/** Marks a sandbox payment refunded and answers a refund id in the provider's style. */
export async function sandboxRefund(
  store: Store,
  provider: string,
  id: string,
  prefix: string,
): Promise<{ id: string }> {
  const payment = await findSandboxPayment(store, provider, id);
  if (payment?.data.refund_id) return { id: payment.data.refund_id };
  const refundId = `${prefix}${randomBytes(8).toString("hex")}`;
  await patchSandboxData(store, provider, id, { refunded: "true", refund_id: refundId });
  return { id: refundId };
}
