import type { PaymentApi } from "../payments/api.ts";
import { PaymentFailure, isPaymentFailure } from "../payments/errors.ts";
import { outcomeFromResult, type ServerResult } from "../payments/outcome.ts";
import type { PaymentReturn } from "../payments/return-params.ts";
import { outcomeFromIntent, verifyIntent } from "../payments/stripe/verify.ts";
import type { PaymentOutcome } from "../payments/types.ts";

/** Spec §4/§9 hosted verification: first check after 10 s, then every 5 s up to 3 more times. */
export interface ReturnDelays {
  firstCheckMs: number;
  retryMs: number;
  retries: number;
}
export const DEFAULT_RETURN_DELAYS: ReturnDelays = { firstCheckMs: 10_000, retryMs: 5_000, retries: 3 };

const STILL_PROCESSING = new Set(["pending", "authorized", "open"]);
const FAILED = new Set(["failed", "canceled", "expired"]);

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hosted-checkout return: verify-order until it gives a ticket. pending/authorized/open keep it polling (and show
 * still-processing); failed/canceled/expired end it as payment_failed; still no ticket after the last check:
 * still-processing if the provider last said so, otherwise the generic error.
 */
export async function verifyHostedReturn(
  api: PaymentApi,
  ret: Extract<PaymentReturn, { kind: "hosted" }>,
  onStillProcessing: () => void,
  delays: ReturnDelays = DEFAULT_RETURN_DELAYS,
  sleep: Sleep = realSleep,
): Promise<PaymentOutcome> {
  let lastStatus: string | null = null;
  for (let check = 0; check <= delays.retries; check++) {
    await sleep(check === 0 ? delays.firstCheckMs : delays.retryMs);
    let result: ServerResult;
    try {
      result = await api.post<ServerResult>("/api/mollie/verify-order", {
        order_id: ret.orderId,
        guest_id: ret.guestId,
        event_id: Number(ret.eventId) || ret.eventId,
      });
    } catch (err) {
      if (isPaymentFailure(err) && err.key === "not_enough_tickets") throw err;
      continue; // no answer or refused: the next check may get one
    }
    if (result.verified && typeof result.ticket === "string" && result.ticket)
      return { kind: "paid", ticket: result.ticket, guest: result.guest ?? {}, orderId: result.order_id };
    const status = String(result.status ?? "");
    if (FAILED.has(status)) throw new PaymentFailure("payment_failed", null, true);
    if (result.verified && STILL_PROCESSING.has(status)) {
      lastStatus = status;
      onStillProcessing();
    }
  }
  if (lastStatus) return { kind: "pending", guest: null };
  throw new PaymentFailure("generic_error");
}

/** Step 0 for each return set (spec §4 fallback returns). */
export async function settlePaymentReturn(
  api: PaymentApi,
  ret: PaymentReturn,
  onStillProcessing: () => void,
  delays?: ReturnDelays,
  sleep?: Sleep,
): Promise<PaymentOutcome> {
  switch (ret.kind) {
    case "hosted":
      return verifyHostedReturn(api, ret, onStillProcessing, delays, sleep);
    case "card-intent":
      return outcomeFromIntent(
        await verifyIntent(api, ret.paymentIntent, ret.clientSecret),
        "local_payment_start_payment_deferred_payment_failed",
      );
    case "wallet": {
      if (!ret.token || !ret.paymentId || !ret.payerId) throw new PaymentFailure("missing_required_parameters");
      const result = await api.post<ServerResult>("/api/braintree/process-order-update", {
        payment_id: ret.paymentId,
        nonce: ret.token,
        isBrainTree: true,
        amount: null,
      });
      return outcomeFromResult(result);
    }
  }
}
