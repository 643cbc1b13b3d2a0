// Notices: a back-office invitation, a guest-list invitation, a refund, a canceled event, a disabled webhook
// endpoint. Their content is written when they are queued, in the recipient's language, and kept on the outbox row
// as JSON, so the sender (sender.ts, compose-mail.ts) sends them like any other mail: leased, retried, one
// Message-ID on every attempt.
import type { MailKind, MailOutboxRow, NoticeKind, Queries } from "../../store/index.ts";
import { randomId } from "../random-id.ts";
import { mailHtml, mailText } from "./mail-bodies.ts";
import type { MailContent } from "./mail-content.ts";

const NOTICE_KINDS: ReadonlySet<string> = new Set<NoticeKind>([
  "invitation",
  "guest_invitation",
  "refund",
  "event_canceled",
  "webhook_disabled",
]);
export const isNoticeKind = (kind: MailKind): kind is NoticeKind => NOTICE_KINDS.has(kind);

export interface Notice {
  kind: NoticeKind;
  /** The recipient's address. */
  to: string;
  /** Everything the mail says, already in the recipient's language (`content.lang`). */
  content: MailContent;
  /** The same key is queued once (default: a new key per call). */
  dedupeKey?: string;
  /** The order it is about (a refund, a canceled event), so the order's page lists it with its state. */
  orderId?: string;
}

/**
 * Queues a notice in the caller's transaction (`tx`), so it exists exactly when the change that asks for it
 * commits. Returns whether a row was written (false: one with this dedupe key exists).
 */
export function queueNoticeMail(tx: Pick<Queries, "mailOutbox">, notice: Notice, now: number): Promise<boolean> {
  const id = `mail_${randomId(12)}`;
  return tx.mailOutbox.queueNotice({
    id,
    dedupe_key: notice.dedupeKey ?? `${notice.kind}:${id}`,
    // The column is required: a notice about no order holds an empty string.
    order_id: notice.orderId ?? "",
    kind: notice.kind,
    created_at: now,
    next_attempt_at: now,
    recipient: notice.to,
    lang: notice.content.lang,
    data: JSON.stringify(notice.content),
  });
}

/**
 * The mail a notice row stands for (compose-mail.ts' ComposedMail, which imports this file), or null when the row is
 * not a readable notice.
 */
export function composeNotice(
  row: MailOutboxRow,
): { to: string; subject: string; text: string; html: string; attachments: never[] } | null {
  if (!row.recipient || !row.data) return null;
  const content = JSON.parse(row.data) as MailContent;
  return {
    to: row.recipient,
    subject: content.subject,
    text: mailText(content),
    html: mailHtml(content),
    attachments: [],
  };
}
