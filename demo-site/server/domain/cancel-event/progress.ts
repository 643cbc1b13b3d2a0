// What the organizer sees of an event's cancellation while it runs and after: how many orders it settles, how
// many refunds it has asked for and where the provider has got with them, what failed and why.
import type { CancelJobRow, Queries } from "../../store/index.ts";

export interface CancelJobView {
  id: string;
  eventId: number;
  state: "running" | "done";
  canceledBy: string;
  createdAt: number;
  finishedAt: number | null;
  /** Paid orders: each gets one full refund. */
  paidOrders: number;
  /** Free orders: only told. */
  freeOrders: number;
  /** Orders settled so far (refund asked for, or nothing to refund), refunded or canceled meanwhile, left. */
  settled: number;
  skipped: number;
  left: number;
  /** The event's payments still under way: the job waits for them (one that ends paid is refunded too). */
  pendingPayments: number;
  /**
   * Orders whose refund could not be asked for (a new cancel asks again); a refund the provider refused is in
   * `refunds` as failed, and retried from the refunds that need attention.
   */
  failed: { orderId: string; error: string | null }[];
  /** The job's refunds by their state now (requested … succeeded, failed): done only when the provider says so. */
  refunds: Record<string, number>;
}

export async function jobView(q: Pick<Queries, "cancelJobs">, job: CancelJobRow): Promise<CancelJobView> {
  const [counts, refundStates, failedItems, pendingPayments] = await Promise.all([
    q.cancelJobs.counts(job.id),
    q.cancelJobs.refundStates(job.id),
    q.cancelJobs.failed(job.id),
    job.state === "running" ? q.cancelJobs.pendingPayments(job.event_id) : 0,
  ]);
  const sum = (pick: (c: (typeof counts)[number]) => boolean) => counts.filter(pick).reduce((n, c) => n + c.n, 0);
  return {
    id: job.id,
    eventId: job.event_id,
    state: job.state,
    canceledBy: job.actor_label,
    createdAt: Number(job.created_at),
    finishedAt: job.finished_at === null ? null : Number(job.finished_at),
    paidOrders: sum((c) => c.refund === 1),
    freeOrders: sum((c) => c.refund === 0),
    settled: sum((c) => c.state === "done"),
    skipped: sum((c) => c.state === "skipped"),
    left: sum((c) => c.state === "todo"),
    pendingPayments,
    failed: failedItems.map((i) => ({ orderId: i.order_id, error: i.error })),
    refunds: Object.fromEntries(refundStates.map((r) => [r.state, r.n])),
  };
}
