// The attention list (refunds the provider failed or canceled) and what an organizer does about one: retry it (a new
// refund at the provider, under the refund's next provider key) or mark it refunded outside (money sent back another
// way, with their note). Both are audited and on the order's timeline.
import Big from "big.js";
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import { recordOrderEvent, type OrderEventActor, type OrderEventKind } from "../order-events/record.ts";
import type { RefundRow, Tx } from "../../store/index.ts";
import { afterSucceeded, committedTotal } from "./apply.ts";
import { auditActorOfEvent, type RefundDeps } from "./request.ts";
import { submitRefund } from "./submit.ts";
import { refundView, type RefundState, type RefundView } from "./view.ts";

const PAGE = 50;

const cursorOf = (r: RefundRow) => Buffer.from(`${r.updated_at}:${r.id}`).toString("base64url");
function parseCursor(cursor: string | undefined): { updatedAt: number; id: string } | undefined {
  if (!cursor) return undefined;
  const m = /^(\d{1,16}):(rf_[\w-]{1,40})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m)
    throw new ApiError(400, "invalid_cursor", "cursor: pass back the `next` value of the previous page.", "cursor");
  return { updatedAt: Number(m[1]), id: m[2]! };
}

/** The organizer's refunds in `state` (the attention list: failed), newest change first, a page at a time. */
export async function listRefunds(
  deps: Pick<RefundDeps, "store">,
  organizerId: number,
  state: RefundState,
  cursor?: string,
): Promise<{ items: RefundView[]; next: string | null }> {
  const rows = await deps.store.refunds.list(organizerId, state, PAGE + 1, parseCursor(cursor));
  const page = rows.slice(0, PAGE);
  return { items: page.map(refundView), next: rows.length > PAGE ? cursorOf(page[page.length - 1]!) : null };
}

async function failedRefund(deps: Pick<RefundDeps, "store">, organizerId: number, refundId: string) {
  const refund = await deps.store.refunds.findForOrganizer(organizerId, refundId);
  if (!refund) throw new ApiError(404, "refund_not_found", `No refund ${refundId} of this organizer.`);
  if (refund.state !== "failed" && refund.state !== "canceled")
    throw new ApiError(
      409,
      "refund_not_failed",
      `Refund ${refundId} is ${refund.state}: only a failed or canceled refund can be retried or marked refunded outside.`,
    );
  return refund;
}

/** The organizer's decision on a failed refund, in `tx`: the move, its timeline entry and its audit row. */
async function decide(
  tx: Tx,
  refund: RefundRow,
  actor: OrderEventActor,
  now: number,
  moved: { state: RefundState } & Parameters<Tx["refunds"]["move"]>[4],
  action: string,
  kind: OrderEventKind,
  data: Record<string, unknown>,
): Promise<void> {
  const { state, ...patch } = moved;
  if (!(await tx.refunds.move(refund.id, state, [refund.state], now, patch)))
    throw new ApiError(409, "refund_changed", "The refund changed meanwhile: reload it.");
  const { id, amount, currency } = refund;
  await recordOrderEvent(tx, {
    orderId: refund.order_id,
    kind,
    actor,
    at: now,
    data: { refundId: id, amount, currency, ...data },
  });
  await recordAudit(tx, {
    actor: auditActorOfEvent(actor),
    organizerId: refund.organizer_id,
    eventId: refund.event_id,
    action,
    target: `refund:${id}`,
    before: { state: refund.state, failure_message: refund.failure_message },
    after: moved,
    at: now,
  });
}

/** Asks the provider again for a failed refund (a new refund there: the next provider key), if the order allows it. */
export async function retryRefund(
  deps: RefundDeps,
  organizerId: number,
  refundId: string,
  actor: OrderEventActor,
): Promise<RefundView> {
  const refund = await failedRefund(deps, organizerId, refundId);
  const retried = await deps.store.transaction(async (tx) => {
    const now = deps.clock();
    const order = await tx.orders.lock(refund.order_id);
    const left = new Big(order?.final_price_paid ?? 0).minus(
      committedTotal(await tx.refunds.forOrder(refund.order_id)),
    );
    if (left.lt(refund.amount))
      throw new ApiError(
        409,
        "nothing_to_refund",
        `Only ${left.toFixed(2)} ${refund.currency} of this order is left to refund.`,
      );
    const retries = refund.retries + 1;
    const moved = { state: "requested" as const, retries, failure_message: null };
    await decide(tx, refund, actor, now, moved, "refund.retry", "refund_requested", { retry: retries });
    return { ...refund, state: "requested" as const, retries, failure_message: null, updated_at: now };
  });
  await submitRefund(deps, retried, actor);
  return refundView((await deps.store.refunds.find(refund.id)) ?? retried);
}

/**
 * Marks a failed refund as refunded outside the provider, with the organizer's note (audited; the buyer is told that
 * the organizer refunded it directly, not that it went back to their payment method).
 */
export async function markRefundedOutside(
  deps: RefundDeps,
  organizerId: number,
  refundId: string,
  actor: OrderEventActor,
  note: string,
): Promise<RefundView> {
  const refund = await failedRefund(deps, organizerId, refundId);
  await deps.store.transaction(async (tx) => {
    const now = deps.clock();
    // Succeeded on the organizer's word, not the provider's: the timeline says "marked refunded outside" (which is
    // also the order.refunded webhook), not "refund succeeded".
    const moved = { state: "succeeded" as const, outside_note: note };
    await decide(tx, refund, actor, now, moved, "refund.mark_outside", "refund_marked_outside", { note });
    await afterSucceeded(deps, tx, refund, now, true);
  });
  return refundView((await deps.store.refunds.find(refund.id)) ?? refund);
}
