// One order of a canceled event: a paid one is refunded in full through the refund machine, with the key
// cancel:<job>:<order> (asked again after a crash, the same key is the same refund: never a second one), and its
// buyer is told in their language; a free one is canceled (on its timeline, as order.canceled) and told. The step,
// the cancel and the notice commit together.
import type { CancelItemRow, CancelJobRow, EventRow, OrganizerRow } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { queueNoticeMail } from "../mail/notice-mail.ts";
import { eventCanceledNotice } from "../mail/refund-mail.ts";
import { moveOrder } from "../orders/move-order.ts";
import { requestRefund } from "../refunds/request.ts";
import { jobActor, type CancelDeps } from "./deps.ts";

/** A refund that fails this many times (the provider down, say) is shown as failed; a new cancel asks again. */
export const MAX_ATTEMPTS = 5;

export interface JobFacts {
  job: CancelJobRow;
  event: EventRow;
  organizer: OrganizerRow;
}

/** `ask`: the refund machine (the runner's tests hand a recorder). */
export async function settleOrder(
  deps: CancelDeps,
  { job, event, organizer }: JobFacts,
  item: CancelItemRow,
  ask: typeof requestRefund = requestRefund,
) {
  const order = await deps.store.orders.find(item.order_id);
  if (!order) return deps.store.cancelJobs.settle(job.id, item.order_id, { state: "skipped" }, deps.clock());
  let refund: { id: string; amount: string } | null = null;
  if (item.refund === 1) {
    try {
      const asked = await ask(deps, {
        organizerId: job.organizer_id,
        orderId: order.id,
        returnToSale: false,
        actor: jobActor(job),
        idempotencyKey: `cancel:${job.id}:${order.id}`,
        reason: "event canceled",
      });
      refund = { id: asked.id, amount: asked.amount };
    } catch (err) {
      return refused(deps, job, item, err);
    }
  }
  const notice = eventCanceledNotice(deps.translations, {
    order,
    event,
    organizer,
    jobId: job.id,
    refunded: item.refund === 1,
    amount: refund?.amount,
  });
  await deps.store.transaction(async (tx) => {
    const now = deps.clock();
    await tx.cancelJobs.settle(job.id, order.id, { state: "done", refund_id: refund?.id ?? null, error: null }, now);
    if (item.refund === 0)
      await moveOrder(
        tx,
        order.id,
        "canceled",
        ["completed", "paid"],
        "event_canceled",
        new Date(now).toISOString(),
        jobActor(job),
      );
    await queueNoticeMail(tx, notice, now);
  });
}

/**
 * A refund the machine would not ask for: the order was refunded or canceled meanwhile, or all it paid is on its
 * way back already (skipped: its buyer was told by that refund), or the refusal
 * is final (a 4xx: failed, with its message); anything else (the provider or the database away) is tried again on
 * a later pass, up to MAX_ATTEMPTS.
 */
async function refused(deps: CancelDeps, job: CancelJobRow, item: CancelItemRow, err: unknown) {
  const now = deps.clock();
  const order = await deps.store.orders.find(item.order_id);
  const settledMeanwhile = order?.status === "refunded" || order?.status === "canceled";
  if (settledMeanwhile || (err instanceof ApiError && err.code === "nothing_to_refund"))
    return deps.store.cancelJobs.settle(job.id, item.order_id, { state: "skipped", error: null }, now);
  const attempts = item.attempts + 1;
  const final = (err instanceof ApiError && err.status < 500) || attempts >= MAX_ATTEMPTS;
  const error = err instanceof Error ? err.message : String(err);
  await deps.store.cancelJobs.settle(job.id, item.order_id, { state: final ? "failed" : "todo", error, attempts }, now);
}
