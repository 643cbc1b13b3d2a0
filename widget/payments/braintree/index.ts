import braintreeClient, { type BraintreeClient } from "braintree-web/client";
import dataCollector, { type DataCollector } from "braintree-web/data-collector";
import { PaymentFailure, isPaymentFailure } from "../errors.ts";
import { outcomeFromResult, type ServerResult } from "../outcome.ts";
import type { PaymentAdapter, PaymentContext, PaymentOutcome } from "../types.ts";
import { cardFields, type CardFields } from "./card-fields.ts";
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

/** The buyer's postcode goes with the card when the merchant's gateway checks it (AVS, `challenges`). */
function billingPostalCode(client: BraintreeClient, ctx: PaymentContext): string | null {
  const challenges = client.getConfiguration().gatewayConfiguration.challenges ?? [];
  return challenges.includes("postal_code") ? ctx.cart().customer.postCode || null : null;
}

/**
 * Card widget path (card_provider_a): client token, braintree-web client, hosted fields for the card (the card
 * data stays in Braintree's frames), device data (optional), then process-payment with spec §7's body.
 */
export default function createBraintreeAdapter(): PaymentAdapter {
  let client: BraintreeClient | null = null;
  let collector: DataCollector | null = null;
  let fields: CardFields | null = null;
  let gone = false;
  return {
    async mount(container: HTMLElement, ctx: PaymentContext): Promise<PaymentOutcome> {
      ctx.onStatus("loading");
      const token = await clientToken(ctx);
      let created: BraintreeClient;
      try {
        created = await braintreeClient.create({ authorization: token });
      } catch {
        throw new PaymentFailure("failed_to_initialize_payment");
      }
      if (gone) {
        void created.teardown().catch(() => {});
        return new Promise<PaymentOutcome>(() => {}); // abandoned: the step was left meanwhile
      }
      client = created;
      const deviceData = collectDeviceData(created, (c) => (collector = c));
      let busy = false;
      return new Promise<PaymentOutcome>((resolve, reject) => {
        const form = cardFields(container, created, ctx.t, () => {
          if (busy) return; // double clicks join the payment in flight
          busy = true;
          form.setBusy(true);
          ctx.onStatus("waiting");
          void (async () => {
            const nonce = await form.tokenize(billingPostalCode(created, ctx));
            if (!nonce) {
              busy = false;
              form.setBusy(false);
              ctx.onStatus("ready");
              return;
            }
            const body = processPaymentBody(ctx, nonce, await deviceData);
            ctx.onStatus("completing");
            resolve(
              outcomeFromResult(
                await ctx.api.post<ServerResult>("/api/braintree/process-payment", body, ctx.idempotencyKey),
              ),
            );
          })().catch((err: unknown) =>
            reject(
              isPaymentFailure(err) ? err : new PaymentFailure("there_was_an_error_submitting_the_form_try_again"),
            ),
          );
        });
        fields = form;
        form.ready.then(
          () => ctx.onStatus("ready"),
          () => reject(new PaymentFailure("failed_to_initialize_payment")),
        );
      });
    },
    teardown() {
      gone = true;
      fields?.teardown();
      fields = null;
      void collector?.teardown().catch(() => {});
      void client?.teardown().catch(() => {});
      collector = null;
      client = null;
    },
  };
}
