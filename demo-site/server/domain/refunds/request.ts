// STUB (owned by REFUNDS): asks for one refund of an order (all of it, chosen tickets, or an amount up to what is
// left), through the order's provider, on the one refund state machine (requested -> submitted -> pending ->
// succeeded / failed / canceled). The same idempotency key asks for the same refund: a retry or a restarted job never
// refunds twice.
import type { Deps } from "../deps.ts";
import type { OrderEventActor } from "../order-events/record.ts";

export interface RefundRequest {
  organizerId: number;
  orderId: string;
  /** Issued ticket ids to refund (their lines' price); absent with `amount` absent: the whole order. */
  ticketIds?: string[];
  /** A decimal amount ("12.50") up to what is left to refund; exclusive with ticketIds. */
  amount?: string;
  /** Return the refunded tickets' places to sale (default true). */
  returnToSale: boolean;
  actor: OrderEventActor;
  /** Same key, same refund. */
  idempotencyKey: string;
  /** Why (shown in the timeline), e.g. "event canceled". */
  reason?: string;
}

export interface RefundView {
  id: string;
  orderId: string;
  state: "requested" | "submitted" | "pending" | "succeeded" | "failed" | "canceled";
  amount: string;
  currency: string;
  provider: string | null;
  providerRefundId: string | null;
  ticketIds: string[];
  failureMessage: string | null;
  createdAt: number;
  updatedAt: number;
}

export function requestRefund(_deps: Deps, _request: RefundRequest): Promise<RefundView> {
  return Promise.reject(new Error("requestRefund: not built yet"));
}
