import { PaymentFailure } from "../errors.ts";
import type { ServerResult } from "../outcome.ts";
import type { PaymentApi } from "../api.ts";
import type { PaymentOutcome } from "../types.ts";

export interface VerifyIntentResult extends ServerResult {
  amount?: number;
  status?: string;
}

/** POST /api/stripe/verifyIntent (spec §7). */
export function verifyIntent(
  api: PaymentApi,
  paymentIntent: string,
  clientSecret: string,
  idempotencyKey?: string,
): Promise<VerifyIntentResult> {
  return api.post<VerifyIntentResult>(
    "/api/stripe/verifyIntent",
    { payment_intent: paymentIntent, client_secret: clientSecret },
    idempotencyKey,
  );
}

/**
 * Spec §4 wallet flow steps 4-6 and the card-intent return: verified + succeeded -> the ticket (or pending when
 * the server has none yet); processing -> pending; anything else, or not verified -> failure (`failedKey`).
 */
export function outcomeFromIntent(
  result: VerifyIntentResult,
  failedKey: "payment_failed" | "local_payment_start_payment_deferred_payment_failed" = "payment_failed",
): PaymentOutcome {
  if (result.verified && result.status === "succeeded") {
    if (typeof result.ticket === "string" && result.ticket)
      return { kind: "paid", ticket: result.ticket, guest: result.guest ?? {}, orderId: result.order_id };
    return { kind: "pending", guest: result.guest ?? null };
  }
  if (result.verified && result.status === "processing") return { kind: "pending", guest: result.guest ?? null };
  throw new PaymentFailure(failedKey, result.message ?? null, true);
}

/** `pi_123_secret_abc` -> `pi_123`. */
export function intentIdFromSecret(clientSecret: string): string {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}
