// Mails are queued as one mail_outbox row in the caller's transaction, once per order and kind, so a mail goes
// exactly when its change commits; the sender delivers later.
import type { MailKind, NewMail, Queries } from "../../store/index.ts";
import { randomId } from "../random-id.ts";

/**
 * Queues one mail for an order in the caller's transaction (`tx`), so the mail exists exactly when the state
 * change that asks for it is committed. The same `kind` is queued once per order (`<order>:<kind>`); a resend
 * passes its own `dedupeKey`. The row's id is the local part of its Message-ID (sender.ts): every attempt of the
 * row carries the same one, so a retry after an ambiguous failure is recognisably the same mail. Returns whether a
 * row was written. `delayMs` holds the mail back that long (see move-order.ts's pending mail).
 */
export function queueMail(
  tx: Pick<Queries, "mailOutbox">,
  orderId: string,
  kind: MailKind,
  now: number,
  options: { dedupeKey?: string; delayMs?: number } = {},
): Promise<boolean> {
  return tx.mailOutbox.queue(mailRow(orderId, kind, now, options));
}

/** The outbox row queueMail writes (several of them go in one statement with MailOutboxQueries.queueMany). */
export function mailRow(
  orderId: string,
  kind: MailKind,
  now: number,
  options: { dedupeKey?: string; delayMs?: number } = {},
): NewMail {
  const id = `mail_${randomId(12)}`;
  return {
    id,
    dedupe_key: options.dedupeKey ?? `${orderId}:${kind}`,
    order_id: orderId,
    kind,
    created_at: now,
    next_attempt_at: now + (options.delayMs ?? 0),
  };
}
