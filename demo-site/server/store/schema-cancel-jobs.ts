// The tables of migration 0013-cancel-jobs, as Kysely sees them: an event's cancellation as a job that outlives the
// process that started it, and the orders it settles, one row each, so a restarted job knows what is left.
import type { Generated } from "kysely";

/** "running": orders are left to settle (or a process died settling them); "done": every order was settled. */
export type CancelJobState = "running" | "done";

/**
 * One order's step in the job: "todo" (not settled yet, or asked when its process died: asked again with the same
 * key), "done" (the refund was asked for and the buyer's notice queued), "skipped" (refunded or canceled meanwhile),
 * "failed" (the refund was refused: the error is kept, and a new POST of the cancel asks again).
 */
export type CancelItemState = "todo" | "done" | "skipped" | "failed";

export interface CancelJobsTable {
  id: string;
  organizer_id: number;
  /** One job per event: cancelling again answers the job there is. */
  event_id: number;
  state: CancelJobState;
  /** Who canceled: the audit actor's columns. */
  actor_kind: string;
  actor_id: string | null;
  actor_label: string;
  /** Epoch ms. */
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** The process working on it, until `lease_until` (epoch ms): after that (a dead process) any process takes it. */
  lease_owner: string | null;
  lease_until: number;
}

export interface CancelJobOrdersTable {
  job_id: string;
  order_id: string;
  /** 1: a paid order, refunded in full; 0: a free one, only told. */
  refund: number;
  state: CancelItemState;
  /** The refund requestRefund answered (domain/refunds), once asked. */
  refund_id: string | null;
  /** The last refusal's message (state "failed", or "todo" being tried again). */
  error: string | null;
  attempts: Generated<number>;
  updated_at: number;
}

export interface CancelJobsTables {
  cancel_jobs: CancelJobsTable;
  cancel_job_orders: CancelJobOrdersTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const cancelJobsDataTables = ["cancel_job_orders", "cancel_jobs"] as const;
