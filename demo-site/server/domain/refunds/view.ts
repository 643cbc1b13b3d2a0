// A refund as the back office and the API show it: what the provider said of it, never more.
import type { RefundRow } from "../../store/index.ts";

export type RefundState = RefundRow["state"];

export interface RefundView {
  id: string;
  orderId: string;
  state: RefundState;
  amount: string;
  currency: string;
  provider: string | null;
  providerRefundId: string | null;
  ticketIds: string[];
  failureMessage: string | null;
  /** The organizer's note when they marked it refunded outside the provider (then state is succeeded). */
  markedOutside: string | null;
  returnToSale: boolean;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
}

export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    orderId: row.order_id,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    providerRefundId: row.provider_refund_id,
    ticketIds: JSON.parse(row.ticket_ids) as string[],
    failureMessage: row.failure_message,
    markedOutside: row.outside_note,
    returnToSale: row.return_to_sale === 1,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** States a refund may still leave on the provider's word. */
export const unsettled: readonly RefundState[] = ["requested", "submitted", "pending"];
/** States whose amount counts against what is left to refund of an order. */
export const committed = (state: RefundState) => state !== "failed" && state !== "canceled";
