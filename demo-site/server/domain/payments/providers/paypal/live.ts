import { readFileSync } from "node:fs";
import { Agent, request, type AgentOptions } from "node:https";
import { connect } from "node:tls";
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from "@paypal/paypal-server-sdk";
import {
  GatewayError,
  WebhookSignatureError,
  type Money,
  type PaymentReport,
  type PaypalGateway,
  type PaypalOrderStatus,
  type ProviderEvent,
} from "../../gateway.ts";
import { isNetworkError, withDeadline } from "../../live/deadline.ts";
import type { PaymentsEnvironment, PaypalKeys } from "../../provider-config.ts";
import { paypalRefundReport, paypalState } from "./states.ts";

const hosts = { test: "api-m.sandbox.paypal.com", live: "api-m.paypal.com" } as const;

/**
 * The HTTPS agent the SDK (and the webhook verification call) use. PayPal's SDK has no base-URL setting, only its
 * Sandbox and Production environments; with PAYPAL_API_BASE (tests) the agent opens its TLS connections to that
 * host:port instead, still checking the certificate for PayPal's host name against PAYPAL_API_CA.
 */
function paypalAgent(keys: PaypalKeys): Agent {
  const base = keys.apiBase;
  if (!base) return new Agent({ keepAlive: true });
  const ca = keys.apiCaFile ? readFileSync(keys.apiCaFile) : undefined;
  const port = Number(base.port || 443);
  class FakeHostAgent extends Agent {
    override createConnection(options: AgentOptions & { servername?: string; host?: string }, callback?: unknown) {
      void callback;
      return connect({
        ...options,
        host: base!.hostname,
        port,
        servername: options.servername ?? options.host ?? undefined,
        ca,
      });
    }
  }
  return new FakeHostAgent({ keepAlive: false, ca });
}

function toGatewayError(err: unknown, what: string): unknown {
  if (err instanceof GatewayError) return err;
  if (err instanceof ApiError) {
    const body = (err.result ?? {}) as {
      name?: string;
      message?: string;
      details?: { issue?: string; description?: string }[];
    };
    const issue = body.details?.[0]?.issue ?? body.name ?? "";
    const text = `${body.details?.[0]?.description ?? body.message ?? err.message}${issue ? ` (${issue})` : ""}`;
    if (err.statusCode === 404) return new GatewayError("not_found", text);
    if (err.statusCode >= 500 || err.statusCode === 408 || err.statusCode === 429)
      return new GatewayError("timeout", `${what}: ${text}`);
    if (/INSTRUMENT_DECLINED|DECLINED|PAYER_ACTION_REQUIRED|TRANSACTION_REFUSED/.test(issue))
      return new GatewayError("declined", text);
    return new GatewayError("invalid", text);
  }
  if (isNetworkError(err) || (err as { name?: string } | null)?.name === "AbortError")
    return new GatewayError("timeout", `${what}: PayPal could not be reached.`);
  return err;
}

const moneyOf = (m: { currencyCode?: string; value?: string } | undefined): Money | null =>
  m?.currencyCode && m.value ? { amount: m.value, currency: m.currencyCode } : null;

/** The order's state; once captured, the capture's (a capture can be PENDING or DECLINED while the order is COMPLETED). */
function reportOf(order: Order): PaymentReport {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (capture) {
    const amount = moneyOf(capture.amount) ?? moneyOf(unit.amount);
    switch (capture.status) {
      case CaptureStatus.Completed:
        return { state: "paid", amount };
      case CaptureStatus.Pending:
        return { state: "pending", amount };
      case CaptureStatus.Declined:
      case CaptureStatus.Failed:
        return { state: "failed", amount, message: "PayPal declined the payment." };
      default:
        // REFUNDED, PARTIALLY_REFUNDED: it was paid; what happens to a refund is not this order's step.
        return { state: "paid", amount };
    }
  }
  return { state: paypalState((order.status ?? "CREATED") as PaypalOrderStatus), amount: moneyOf(unit?.amount) };
}

/** PayPal Orders v2 on the official `@paypal/paypal-server-sdk`. */
export function createPaypalLive(keys: PaypalKeys, environment: PaymentsEnvironment, timeoutMs: number): PaypalGateway {
  const agent = paypalAgent(keys);
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret },
    environment: environment === "live" ? Environment.Production : Environment.Sandbox,
    timeout: timeoutMs,
    httpClientOptions: { timeout: timeoutMs, httpsAgent: agent, retryConfig: { maxNumberOfRetries: 1 } },
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  const call = <T>(what: string, fn: () => Promise<T>) =>
    withDeadline(timeoutMs, `PayPal ${what}`, fn).catch((err: unknown) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
      Promise.reject(toGatewayError(err, `PayPal ${what}`)),
    );
  const getOrder = async (id: string) => (await call("get order", () => orders.getOrder({ id }))).result;
  let token: Awaited<ReturnType<typeof client.clientCredentialsAuthManager.updateToken>> | undefined;

  /** POST /v1/notifications/verify-webhook-signature: PayPal says whether it sent this notification. */
  async function verifySignature(
    headers: Record<string, string | string[] | undefined>,
    event: unknown,
  ): Promise<boolean> {
    token = await call("token", () => client.clientCredentialsAuthManager.updateToken(token));
    const header = (name: string) => {
      const v = headers[name];
      return typeof v === "string" ? v : "";
    };
    const body = JSON.stringify({
      auth_algo: header("paypal-auth-algo"),
      cert_url: header("paypal-cert-url"),
      transmission_id: header("paypal-transmission-id"),
      transmission_sig: header("paypal-transmission-sig"),
      transmission_time: header("paypal-transmission-time"),
      webhook_id: keys.webhookId,
      webhook_event: event,
    });
    const answer = await call(
      "verify webhook",
      () =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = request(
            {
              host: hosts[environment],
              path: "/v1/notifications/verify-webhook-signature",
              method: "POST",
              agent,
              headers: {
                authorization: `Bearer ${token!.accessToken}`,
                "content-type": "application/json",
                "content-length": Buffer.byteLength(body),
              },
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (c: string) => (text += c));
              res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on("error", reject);
          req.end(body);
        }),
    );
    if (answer.status >= 500) throw new GatewayError("timeout", `PayPal verify webhook answered ${answer.status}.`);
    if (answer.status !== 200) return false;
    return (JSON.parse(answer.text) as { verification_status?: string }).verification_status === "SUCCESS";
  }

  const gateway: PaypalGateway = {
    async checkCredentials() {
      token = await call("token", () => client.clientCredentialsAuthManager.fetchToken());
    },
    async createOrder({ amount, reference, description, idempotencyKey }) {
      const { result } = await call("create order", () =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: reference,
                customId: reference,
                description,
                amount: { currencyCode: amount.currency, value: amount.amount },
              },
            ],
          },
          paypalRequestId: idempotencyKey,
          prefer: "return=minimal",
        }),
      );
      if (!result.id) throw new GatewayError("invalid", "PayPal created an order without an id.");
      return { id: result.id };
    },
    async captureOrder(id, idempotencyKey) {
      const { result } = await call("capture", () =>
        orders.captureOrder({ id, paypalRequestId: idempotencyKey, prefer: "return=representation" }),
      );
      const report = reportOf(result);
      if (report.state === "failed")
        throw new GatewayError(
          "declined",
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment. (INSTRUMENT_DECLINED)",
        );
      return { status: report.state === "paid" ? "COMPLETED" : "PENDING", amount: report.amount };
    },
    getOrder: async (id) => ({ status: ((await getOrder(id)).status ?? "CREATED") as PaypalOrderStatus }),
    async voidOrder() {
      // An Orders v2 order with intent CAPTURE that was never captured cannot be voided: PayPal lets it expire.
    },
    report: async (id) => reportOf(await getOrder(id)),
    async complete(id, idempotencyKey) {
      const before = reportOf(await getOrder(id));
      if (before.state !== "approved") return before;
      try {
        await gateway.captureOrder(id, idempotencyKey);
      } catch (err) {
        if (!(err instanceof GatewayError) || err.kind === "timeout") throw err;
      }
      return reportOf(await getOrder(id));
    },
    async cancel() {
      // Nothing to call: an uncaptured order expires at PayPal by itself, and our order is closed.
    },
    async refund(id, { idempotencyKey, amount }) {
      const order = await getOrder(id);
      const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) throw new GatewayError("invalid", `PayPal order ${id} has no capture to refund.`);
      // No body: the whole capture; an amount: that part of it (PayPal-Request-Id: the same refund on a retry).
      const { result } = await call("refund", () =>
        payments.refundCapturedPayment({
          captureId,
          paypalRequestId: idempotencyKey,
          prefer: "return=representation",
          ...(amount ? { body: { amount: { currencyCode: amount.currency, value: amount.amount } } } : {}),
        }),
      );
      return paypalRefundReport(result);
    },
    refundReport: async (_id, refundId) =>
      paypalRefundReport((await call("get refund", () => payments.getRefund({ refundId }))).result),
    async parseWebhook({ rawBody, headers }): Promise<ProviderEvent> {
      let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody.toString("utf8")) as typeof event;
      } catch {
        throw new WebhookSignatureError("The PayPal notification is not JSON.");
      }
      if (typeof event.id !== "string" || typeof event.event_type !== "string")
        throw new WebhookSignatureError("The PayPal notification has no id or event_type.");
      if (!headers["paypal-transmission-sig"]) throw new WebhookSignatureError("No PayPal-Transmission-Sig header.");
      if (!(await verifySignature(headers, event)))
        throw new WebhookSignatureError(
          "PayPal's verify-webhook-signature answered that it did not send this notification.",
        );
      const resource = event.resource ?? {};
      const type = event.event_type;
      // PAYMENT.CAPTURE.REFUNDED and PAYMENT.REFUND.* carry a refund: its state is read back from PayPal by its id.
      if (
        (type === "PAYMENT.CAPTURE.REFUNDED" || type.startsWith("PAYMENT.REFUND.")) &&
        typeof resource.id === "string"
      )
        return { id: event.id, type, ref: null, report: null, refunds: [{ id: resource.id, report: null }] };
      // CHECKOUT.ORDER.* carry the order; PAYMENT.CAPTURE.* the capture, whose order id is in its related ids.
      const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids
        ?.order_id;
      const ref = type.startsWith("CHECKOUT.ORDER.")
        ? typeof resource.id === "string"
          ? resource.id
          : null
        : type.startsWith("PAYMENT.CAPTURE.")
          ? (related ?? null)
          : null;
      // The payment's state is read back from PayPal by id (the notification only says which order changed).
      return { id: event.id, type, ref, report: null };
    },
  };
  return gateway;
}
