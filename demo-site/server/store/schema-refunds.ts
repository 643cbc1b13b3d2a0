// The tables of migration 0012-refunds, as Kysely sees them (the void marker of issued_tickets is in schema.ts'
// IssuedTicketsTable's neighbour below, added by the same migration).
import type { ProviderName } from "./provider-name.ts";

export type RefundState = "requested" | "submitted" | "pending" | "succeeded" | "failed" | "canceled";

/** One refund of an order. Times are epoch ms (bigint: read through Number()). Money is a decimal string. */
export interface RefundsTable {
  id: string;
  /** Same key, same refund. */
  idempotency_key: string;
  organizer_id: number;
  event_id: number;
  order_id: string;
  state: RefundState;
  amount: string;
  currency: string;
  /** NULL for a free order (nothing to send back). */
  provider: ProviderName | null;
  /** The order's payment at the provider when the refund was asked for. */
  payment_ref: string | null;
  /** The provider's refund id, once it answered. */
  provider_refund_id: string | null;
  /** JSON list of issued ticket ids voided by this refund. */
  ticket_ids: string;
  return_to_sale: number;
  reason: string | null;
  /** The provider's (or our) reason of a failure, shown in the attention list. */
  failure_message: string | null;
  /** Times the organizer asked again after a failure: each retry is a new refund at the provider (its own key). */
  retries: number;
  /** Set when the organizer marked it refunded outside (another way than the provider): their note. */
  outside_note: string | null;
  /** JSON of the OrderEventActor who asked. */
  actor: string;
  created_at: number;
  updated_at: number;
}

/** The columns migration 0012 adds to issued_tickets. */
export interface IssuedTicketVoidColumns {
  /** Epoch ms the ticket was voided by a refund; NULL while valid. */
  voided_at: number | null;
  /** The refund that voided it. */
  voided_by: string | null;
}

export interface RefundsTables {
  refunds: RefundsTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const refundsDataTables = ["refunds"] as const;
