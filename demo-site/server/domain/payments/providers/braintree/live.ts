import { createHash } from "node:crypto";
import Big from "big.js";
import braintree, { type BraintreeTransaction } from "braintree";
import {
  GatewayError,
  WebhookSignatureError,
  type BraintreeGateway,
  type PaymentReport,
  type ProviderEvent,
  type RefundReport,
} from "../../gateway.ts";
import { isNetworkError, withDeadline } from "../../live/deadline.ts";
import type { BraintreeKeys, PaymentsEnvironment } from "../../provider-config.ts";
import { braintreeState } from "./states.ts";

/** The SDK's gateway; BRAINTREE_API_BASE (tests) is a custom `braintree.Environment` (host, port, no TLS). */
export function braintreeClient(keys: BraintreeKeys, environment: PaymentsEnvironment, timeoutMs: number) {
  const base = keys.apiBase;
  const env = base
    ? new braintree.Environment(
        base.hostname,
        base.port || 80,
        `${base.origin}/auth`,
        base.protocol === "https:",
        base.hostname,
        base.port || 80,
      )
    : environment === "live"
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  const gateway = new braintree.BraintreeGateway({
    environment: env,
    merchantId: keys.merchantId,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  });
  gateway.config.timeout = timeoutMs;
  return gateway;
}

function toGatewayError(err: unknown, what: string): unknown {
  if (err instanceof GatewayError) return err;
  const type = (err as { type?: string } | null)?.type;
  if (type === "notFoundError") return new GatewayError("not_found", `${what}: not found.`);
  if (type === "authenticationError" || type === "authorizationError")
    return new GatewayError("invalid", `${what}: Braintree refused this server's API keys (${type}).`);
  if (type && /Timeout|serverError|serviceUnavailable|tooManyRequests/.test(type))
    return new GatewayError("timeout", `${what}: ${type}`);
  if (
    isNetworkError(err) ||
    (type === "unexpectedError" && /ECONN|socket|timeout/i.test(String((err as Error).message)))
  )
    return new GatewayError("timeout", `${what}: Braintree could not be reached.`);
  return err;
}

const amountOf = (t: BraintreeTransaction) =>
  t.currencyIsoCode ? { amount: t.amount, currency: t.currencyIsoCode } : null;
const reportOf = (t: BraintreeTransaction): PaymentReport => ({
  state: braintreeState(t.status),
  amount: amountOf(t),
  ...(braintreeState(t.status) === "failed" && t.processorResponseText ? { message: t.processorResponseText } : {}),
});

const voidable = ["authorized", "submitted_for_settlement", "settlement_pending"];
const notSettled = () =>
  new GatewayError(
    "not_yet",
    "Braintree refunds only a settled sale, and voids only a whole one: this part is refunded once the sale settles.",
  );
/** The validation error codes of a refused call (91506: not settled). */
const deepCodes = (result: Record<string, unknown>): string => {
  const errors = result.errors as { deepErrors?: () => { code: string }[] } | undefined;
  return errors?.deepErrors
    ? errors
        .deepErrors()
        .map((e) => e.code)
        .join(" ")
    : "";
};
/** A refund's credit transaction as a refund report: settled is succeeded; declined or failed is failed. */
const creditReport = (t: BraintreeTransaction): RefundReport => {
  if (t.status === "settled") return { id: t.id, state: "succeeded" };
  if (t.status === "voided") return { id: t.id, state: "canceled" };
  if (["submitted_for_settlement", "settling", "settlement_pending", "authorized"].includes(t.status))
    return { id: t.id, state: "pending" };
  return { id: t.id, state: "failed", message: `Braintree: ${t.processorResponseText || t.status.replace(/_/g, " ")}` };
};

/** Braintree transactions on the official `braintree` SDK. Braintree's API has no idempotency keys: see sale(). */
export function createBraintreeLive(
  keys: BraintreeKeys,
  environment: PaymentsEnvironment,
  timeoutMs: number,
): BraintreeGateway {
  const gateway = braintreeClient(keys, environment, timeoutMs);
  const call = <T>(what: string, fn: () => Promise<T>) =>
    withDeadline(timeoutMs, `Braintree ${what}`, fn).catch((err: unknown) =>
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
      Promise.reject(toGatewayError(err, `Braintree ${what}`)),
    );
  const find = (id: string) => call("find transaction", () => gateway.transaction.find(id));
  const account = keys.merchantAccountId ? { merchantAccountId: keys.merchantAccountId } : {};
  /** The first transaction of `type` whose orderId is `orderId` (a sale: our order; a credit: our refund). */
  const search = (orderId: string, type: "sale" | "credit") =>
    call(
      "search",
      () =>
        new Promise<BraintreeTransaction | null>((resolve, reject) => {
          const found: BraintreeTransaction[] = [];
          const stream = gateway.transaction.search((search) => search.orderId().is(orderId));
          stream.on("data", (t: BraintreeTransaction) => found.push(t));
          stream.on("error", reject);
          stream.on("end", () => resolve(found.find((t) => t.type === type) ?? null));
        }),
    );
  return {
    async checkCredentials() {
      // Any authenticated read: an unknown transaction is 404 with good keys, 401 with bad ones.
      await find("credentials-check").catch((err: unknown) => {
        if (!(err instanceof GatewayError && err.kind === "not_found")) throw err;
      });
    },
    async clientToken() {
      const result = await call("client token", () => gateway.clientToken.generate({ ...account }));
      if (!result.success || !result.clientToken)
        throw new GatewayError("declined", result.message ?? "Braintree could not create a client token.");
      return result.clientToken;
    },
    // One sale per order: the route that calls this runs once per Idempotency-Key (routes/payments/pay-handler.ts)
    // and the order id goes along as orderId, which Braintree's duplicate checking and search use.
    async sale({ nonce, amount, deviceData, orderId }) {
      const result = await call("sale", () =>
        gateway.transaction.sale({
          amount: amount.amount,
          paymentMethodNonce: nonce,
          orderId,
          ...(deviceData ? { deviceData } : {}),
          ...account,
          options: { submitForSettlement: true },
        }),
      );
      const t = result.transaction;
      if (!result.success || !t)
        throw new GatewayError("declined", t?.processorResponseText ?? result.message ?? "The payment was declined.");
      if (t.currencyIsoCode && t.currencyIsoCode.toUpperCase() !== amount.currency.toUpperCase()) {
        // The merchant account settles in another currency than the event's: take nothing.
        await call("void", () => gateway.transaction.void(t.id)).catch(() => undefined);
        throw new GatewayError(
          "invalid",
          `The Braintree merchant account charges in ${t.currencyIsoCode}, not ${amount.currency}; set BRAINTREE_MERCHANT_ACCOUNT_ID to an ${amount.currency} account.`,
        );
      }
      return {
        id: t.id,
        status: t.status === "settlement_pending" ? "settlement_pending" : "submitted_for_settlement",
        amount: amountOf(t),
      };
    },
    getTransaction: async (id) => ({ status: (await find(id)).status as "settled" }),
    report: async (id) => reportOf(await find(id)),
    complete: async (id) => reportOf(await find(id)),
    async cancel() {
      // A sale is submitted at once: nothing stays open at Braintree.
    },
    async refund(id, { idempotencyKey, amount }) {
      // Not settled yet: void, which takes the whole sale back (nothing moves); settled: a refund (a credit
      // transaction), of `amount` or all. Braintree refuses a refund before settlement (91506), and a partial void
      // does not exist: a partial refund of an unsettled sale waits for its settlement (GatewayError "not_yet").
      const t = await find(id);
      if (t.status === "voided") return { id: `void:${t.id}`, state: "succeeded" };
      const whole = !amount || new Big(amount.amount).eq(t.amount);
      if (voidable.includes(t.status)) {
        if (!whole) throw notSettled();
        const result = await call("void", () => gateway.transaction.void(id));
        if (!result.success) throw new GatewayError("invalid", result.message ?? "Braintree refused the void.");
        return { id: `void:${id}`, state: "succeeded" };
      }
      // Braintree has no idempotency keys: the refund carries ours as its orderId, and a retry finds it first.
      const orderId = idempotencyKey.slice(0, 255);
      const earlier = await search(orderId, "credit");
      if (earlier) return creditReport(earlier);
      const result = await call("refund", () =>
        gateway.transaction.refund(id, { ...(amount ? { amount: amount.amount } : {}), orderId }),
      );
      if (!result.success || !result.transaction) {
        if (/unless it is settled|91506/i.test(`${result.message ?? ""} ${deepCodes(result)}`)) throw notSettled();
        throw new GatewayError("declined", result.message ?? "Braintree refused the refund.");
      }
      return creditReport(result.transaction);
    },
    async refundReport(id, refundId) {
      if (refundId.startsWith("void:")) {
        const sale = await find(id);
        return { id: refundId, state: sale.status === "voided" ? "succeeded" : "failed" };
      }
      return creditReport(await find(refundId));
    },
    findByOrder: (orderId) => search(orderId, "sale").then((t) => t?.id ?? null),
    async parseWebhook({ rawBody }): Promise<ProviderEvent> {
      // Braintree posts bt_signature and bt_payload form-encoded; the SDK checks the signature with our keys.
      const form = new URLSearchParams(rawBody.toString("utf8"));
      const signature = form.get("bt_signature") ?? "";
      const payload = form.get("bt_payload") ?? "";
      let notification;
      try {
        notification = await gateway.webhookNotification.parse(signature, payload);
      } catch (err) {
        throw new WebhookSignatureError(
          `Braintree signature refused: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      // A notification has no id of its own: the same payload delivered again is the same notification.
      const id = createHash("sha256").update(payload).digest("hex").slice(0, 40);
      const ref = notification.kind.startsWith("transaction_") ? (notification.transaction?.id ?? null) : null;
      // The transaction's state is read back from Braintree by id; it may be a refund's credit transaction
      // (transaction_settled, transaction_settlement_declined of a refund).
      return {
        id,
        type: notification.kind,
        ref,
        report: null,
        ...(ref ? { refunds: [{ id: ref, report: null }] } : {}),
      };
    },
  };
}
