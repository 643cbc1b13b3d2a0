// STUB (owned by ORDERS): the order timeline's one writer. Every change of an order (created, paid, failed, expired,
// canceled, attendee changed, mail resent, each refund step, tickets voided) calls recordOrderEvent in the
// transaction that makes the change; it also queues the outgoing webhook the change means (order.paid,
// order.refunded, order.canceled) through webhooks-out/queue.ts, in the same transaction.
import type { ProviderName, Tx } from "../../store/index.ts";

/** Who made the change, as the timeline shows it. */
export type OrderEventActor =
  | { kind: "buyer" }
  | { kind: "webhook"; provider: ProviderName; eventId: string }
  | { kind: "sweep" }
  | { kind: "member"; userId: number; label: string }
  | { kind: "token"; tokenId: string; label: string }
  | { kind: "system" };

export type OrderEventKind =
  | "created"
  | "paid"
  | "payment_failed"
  | "expired"
  | "canceled"
  | "attendee_changed"
  | "mail_resent"
  | "refund_requested"
  | "refund_submitted"
  | "refund_pending"
  | "refund_succeeded"
  | "refund_failed"
  | "refund_canceled"
  | "refund_marked_outside"
  | "tickets_voided";

export interface OrderEvent {
  orderId: string;
  kind: OrderEventKind;
  actor: OrderEventActor;
  /** Epoch ms. */
  at: number;
  /** What the timeline shows besides kind and actor (a refund's id and amount, the old and new attendee …). */
  data?: Record<string, unknown>;
}

export async function recordOrderEvent(_tx: Tx, _event: OrderEvent): Promise<void> {}
