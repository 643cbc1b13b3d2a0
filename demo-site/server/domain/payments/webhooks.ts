import type { Deps } from "../deps.ts";
import { applyReport, type Applied } from "./apply-report.ts";
import { applyRefundEvent } from "../refunds/provider-event.ts";
import {
  GatewayError,
  WebhookSignatureError,
  type CommonGateway,
  type ProviderName,
  type WebhookRequest,
} from "./gateway.ts";

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One provider notification, end to end: verified by the provider's own means (gateway.parseWebhook: a forged one
 * is 400, logged, nothing changed), skipped when its event id was handled before, applied to the refunds of ours it
 * names (refunds/provider-event.ts) or else to the order it names (applyReport: exactly once per order whatever the
 * order of events), then recorded by event id. The answer is 2xx
 * only once all of that is committed; any failure is a 5xx, and the provider delivers the event again.
 */
export async function handleWebhook(
  deps: Pick<Deps, "store" | "ticketSecret" | "clock" | "origin"> & Partial<Pick<Deps, "translations">>,
  provider: ProviderName,
  gateway: CommonGateway,
  req: WebhookRequest,
): Promise<WebhookAnswer> {
  let event;
  try {
    event = await gateway.parseWebhook(req);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      console.warn(`payments: ${provider} webhook refused (400, nothing changed): ${err.message}`);
      return {
        status: 400,
        body: {
          error: { code: "webhook_signature_invalid", message: `This is not a verified ${provider} notification.` },
        },
      };
    }
    if (err instanceof GatewayError && err.kind === "timeout")
      return { status: 503, body: { error: { code: "provider_timeout", message: err.message } } };
    throw err;
  }
  const { store } = deps;
  if (await store.payments.eventSeen(provider, event.id))
    return { status: 200, body: { received: true, duplicate: true } };
  // Refunds first: a notification about one of our refunds (a Braintree credit's settlement) is not its payment's.
  const refunds = await applyRefundEvent(deps, provider, gateway, event);
  const order = event.ref && refunds === 0 ? await store.orders.findByProviderRef(provider, event.ref) : undefined;
  let result: Applied | "ignored" | "refund" = refunds > 0 ? "refund" : "ignored";
  if (order && event.ref) {
    const report = event.report ?? (await gateway.report(event.ref));
    result = await applyReport(deps, gateway, order, report, { kind: "webhook", provider, eventId: event.id });
  }
  await store.payments.recordEvent(provider, event.id, event.type, order?.id ?? null, deps.clock());
  console.log(
    `payments: ${provider} webhook ${event.type} (${event.id})${order ? `: order ${order.id} ${result}` : refunds > 0 ? `: ${refunds} refund(s) of ours` : ": no order of ours, ignored"}`,
  );
  return { status: 200, body: { received: true, ...(order ? { order_id: order.id } : {}), result } };
}
