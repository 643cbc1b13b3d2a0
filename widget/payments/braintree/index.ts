import braintreeClient, { type BraintreeClient } from "braintree-web/client";
import dataCollector, { type DataCollector } from "braintree-web/data-collector";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import { outcomeFromResult, type ServerResult } from "../outcome.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";
import { cardForm, type CardInput } from "./card-form.ts";
import { processPaymentBody } from "./process-body.ts";

/** Device data is optional (spec §7): a collector that does not answer within this bound is skipped. */
export const DEVICE_DATA_TIMEOUT_MS = 4_000;

async function clientToken(ctx: PaymentContext): Promise<string> {
  try {
    const { token } = await ctx.api.get<{ token: string }>("/api/braintree/token");
    if (typeof token !== "string" || !token) throw new Error("no token");
    return token;
  } catch {
    throw new PaymentFailure("failed_to_fetch_client_token");
  }
}

async function collectDeviceData(client: BraintreeClient, keep: (c: DataCollector) => void): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const bound = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DEVICE_DATA_TIMEOUT_MS)));
    const collector = await Promise.race([dataCollector.create({ client }), bound]);
    if (!collector) return null;
    keep(collector);
    return collector.deviceData;
  } catch {
    return null; // spec: a failed collector does not stop the payment
  } finally {
    clearTimeout(timer);
  }
}

/** Card tokenization through the client API (the request braintree-web's hosted fields send from their frame). */
async function tokenize(client: BraintreeClient, card: CardInput): Promise<string> {
  const response = (await client.request({
    endpoint: "payment_methods/credit_cards",
    method: "post",
    data: { creditCard: { number: card.number, expirationDate: card.expirationDate, cvv: card.cvv, options: { validate: false } } },
  })) as { creditCards?: { nonce?: string }[] };
  const nonce = response.creditCards?.[0]?.nonce;
  if (!nonce) throw new PaymentFailure("there_was_an_error_submitting_the_form");
  return nonce;
}

/**
 * Card widget path (card_provider_a): client token, braintree-web client, a card form, device data, then
 * process-payment. Hosted fields are not used: their frame page and its script are served only by Braintree's
 * assets host and are not part of the npm package (ARCHITECTURE.md, widget/payments).
 */
export default function createBraintreeAdapter(): PaymentAdapter {
  let client: BraintreeClient | null = null;
  let collector: DataCollector | null = null;
  let root: HTMLElement | null = null;
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      ctx.onStatus("loading");
      const token = await clientToken(ctx);
      try {
        client = await braintreeClient.create({ authorization: token });
      } catch {
        throw new PaymentFailure("failed_to_initialize_payment");
      }
      const deviceData = collectDeviceData(client, (c) => (collector = c));
      let busy = false;
      return new Promise<PaymentOutcome>((resolve, reject) => {
        const form = cardForm(ctx.t, () => {
          if (busy || !client) return; // double clicks join the payment in flight
          const card = form.read();
          if (!card) return;
          busy = true;
          form.submit.disabled = true;
          ctx.onStatus("waiting");
          void (async () => {
            const nonce = await tokenize(client!, card);
            const body = processPaymentBody(ctx, nonce, await deviceData);
            ctx.onStatus("completing");
            resolve(outcomeFromResult(await ctx.api.post<ServerResult>("/api/braintree/process-payment", body, ctx.idempotencyKey)));
          })().catch((err: unknown) => reject(isPaymentFailure(err) ? err : new PaymentFailure("there_was_an_error_submitting_the_form_try_again")));
        });
        root = form.root;
        container.appendChild(root);
        ctx.onStatus("ready");
      });
    },
    teardown() {
      void collector?.teardown().catch(() => {});
      void client?.teardown().catch(() => {});
      collector = null;
      client = null;
      root?.remove();
      root = null;
    },
  };
}
