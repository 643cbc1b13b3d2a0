import { PaymentFailure } from "./errors.ts";
import type { PaymentGuest, PaymentOutcome } from "./types.ts";

/** A success or pending result of our server (PAYMENTS-CONTRACT.md). */
export interface ServerResult {
  status?: string;
  verified?: boolean;
  ticket?: string;
  guest?: PaymentGuest;
  message?: string;
  /** Our order id (the server sends it with every order answer). */
  order_id?: string;
}

/** success result -> paid; pending -> pending; anything else -> payment_failed (spec §8 default). */
export function outcomeFromResult(result: ServerResult | null): PaymentOutcome {
  if (result && result.verified !== false && typeof result.ticket === "string" && result.ticket) {
    return { kind: "paid", ticket: result.ticket, guest: result.guest ?? {}, orderId: result.order_id };
  }
  if (result && result.verified !== false && result.status === "pending")
    return { kind: "pending", guest: result.guest ?? null };
  throw new PaymentFailure("payment_failed", result?.message ?? null, true);
}
