// Asks for one refund of an order (all of it, chosen tickets, or an amount up to what is left), through the order's
// provider, on the one refund state machine (requested -> submitted -> pending -> succeeded / failed / canceled).
// The same idempotency key asks for the same refund: a retry or a restarted job never refunds twice.
import Big from "big.js";
import { ApiError } from "../errors.ts";
import { randomId } from "../random-id.ts";
import { recordAudit } from "../audit/record.ts";
import type { AuditActor } from "../audit/record.ts";
import { recordOrderEvent, type OrderEventActor } from "../order-events/record.ts";
import type { RefundRow, Tx } from "../../store/index.ts";
import { committedTotal } from "./apply.ts";
import { refundAsk } from "./amount.ts";
import { submitRefund, type SubmitDeps } from "./submit.ts";
import { refundView, type RefundView } from "./view.ts";

export type { RefundView } from "./view.ts";

/** What requestRefund needs: the store, clock, strings (the buyer's notice) and the payment gateways (AppContext). */
export type RefundDeps = SubmitDeps;

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

/** The audit log's actor for an order-event actor: a member or a token's maker; the server otherwise. */
export function auditActorOfEvent(actor: OrderEventActor): AuditActor {
  if (actor.kind === "member") return { kind: "user", id: actor.userId, label: actor.label };
  if (actor.kind === "token") return { kind: "user", id: null, label: actor.label };
  return { kind: "system", id: null, label: actor.kind };
}

/**
 * Records the refund (requested), voids its tickets and gives their places back to sale (unless returnToSale is
 * false) in one transaction with the order row locked, so two refunds at once never give back more than was paid;
 * then sends it to the provider and applies the answer. Answers the refund as the provider left it: requested (not
 * answered yet: the sweep retries), submitted/pending, succeeded, or failed (the attention list). Another
 * organizer's order is 404; an order not paid is 409.
 */
export async function requestRefund(deps: RefundDeps, request: RefundRequest): Promise<RefundView> {
  const known = await deps.store.refunds.byKey(request.idempotencyKey);
  if (known) return sameRefund(deps, request, known);
  let row: RefundRow;
  try {
    row = await deps.store.transaction((tx) => recordRefund(deps, tx, request));
  } catch (err) {
    // The same key asked for at the same moment: the other call's refund is this one.
    const raced = await deps.store.refunds.byKey(request.idempotencyKey);
    if (raced) return sameRefund(deps, request, raced);
    throw err;
  }
  await submitRefund(deps, row, request.actor);
  return refundView((await deps.store.refunds.find(row.id)) ?? row);
}

async function sameRefund(deps: RefundDeps, request: RefundRequest, known: RefundRow): Promise<RefundView> {
  if (known.organizer_id !== request.organizerId || known.order_id !== request.orderId)
    throw new ApiError(409, "idempotency_key_reused", "This idempotency key was used for another order's refund.");
  // A call that stopped before the provider answered (a restarted job): send it now, with the same provider key.
  if (known.state === "requested") await submitRefund(deps, known, request.actor);
  return refundView((await deps.store.refunds.find(known.id)) ?? known);
}

async function recordRefund(deps: RefundDeps, tx: Tx, request: RefundRequest): Promise<RefundRow> {
  const now = deps.clock();
  const order = await tx.refunds.order(request.organizerId, request.orderId);
  if (!order) throw new ApiError(404, "order_not_found", `No order ${request.orderId} of this organizer.`);
  // Locked: a second refund of the same order waits, then sees this one in what is left.
  const status = (await tx.orders.lock(order.id))?.status ?? order.status;
  if (status !== "paid")
    throw new ApiError(
      409,
      "order_not_refundable",
      `Order ${order.id} is ${status}: only a paid order can be refunded.`,
    );
  const left = new Big(order.final_price_paid).minus(committedTotal(await tx.refunds.forOrder(order.id)));
  const ask = refundAsk(order, await tx.refunds.tickets(order.id), left, request);
  const row: RefundRow = {
    id: `rf_${randomId(12)}`,
    idempotency_key: request.idempotencyKey,
    organizer_id: request.organizerId,
    event_id: order.event_id,
    order_id: order.id,
    state: "requested",
    amount: ask.amount,
    currency: order.currency,
    provider: order.provider,
    payment_ref: order.provider_ref,
    provider_refund_id: null,
    ticket_ids: JSON.stringify(ask.tickets.map((t) => t.id)),
    return_to_sale: request.returnToSale ? 1 : 0,
    reason: request.reason ?? null,
    failure_message: null,
    retries: 0,
    outside_note: null,
    actor: JSON.stringify(request.actor),
    created_at: now,
    updated_at: now,
  };
  await tx.refunds.insert(row);
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "refund_requested",
    actor: request.actor,
    at: now,
    data: {
      refundId: row.id,
      amount: row.amount,
      currency: row.currency,
      ...(row.reason ? { reason: row.reason } : {}),
    },
  });
  const voided = await tx.refunds.voidTickets(
    ask.tickets.map((t) => t.id),
    row.id,
    now,
  );
  if (voided.length > 0) {
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "tickets_voided",
      actor: request.actor,
      at: now,
      data: { refundId: row.id, ticketIds: ask.tickets.map((t) => t.id), returnedToSale: request.returnToSale },
    });
    if (request.returnToSale) {
      const perType = new Map<number, number>();
      for (const id of voided) perType.set(id, (perType.get(id) ?? 0) + 1);
      for (const [ticketId, quantity] of perType) await tx.refunds.giveBack(ticketId, quantity);
    }
  }
  await recordAudit(tx, {
    actor: auditActorOfEvent(request.actor),
    organizerId: request.organizerId,
    eventId: order.event_id,
    action: "refund.request",
    target: `refund:${row.id}`,
    after: { ...row, actor: undefined },
    at: now,
  });
  return row;
}
