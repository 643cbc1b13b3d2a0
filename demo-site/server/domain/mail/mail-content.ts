import type { EventRow, MailKind, NoticeKind, OrganizerRow, TicketDocument } from "../../store/index.ts";
import { formatDate } from "../events/format-date.ts";
import type { Translate } from "../i18n/translations.ts";
import { money } from "../tickets/ticket-pdf.ts";

/** Everything a mail says, as plain strings (organizer text unescaped: each body escapes it its own way). */
export interface MailContent {
  lang: string;
  subject: string;
  greeting: string;
  intro: string;
  /** Label / value rows: event, date, organizer, the organizer's note, tickets, total, reference. */
  facts: { label: string; value: string }[];
  /** The download link (ticket mails) or the way back to the event (failed mails). */
  link: { label: string; hint: string; url: string } | null;
  footer: string;
}

export interface MailFacts {
  /** Order mails only: notices carry their own content (notice-mail.ts). */
  kind: Exclude<MailKind, NoticeKind>;
  document: TicketDocument;
  event: EventRow;
  organizer: OrganizerRow;
  /** The tickets PDF's URL (GET /api/tickets/:token). */
  ticketUrl: string;
  /** The event's page on this server. */
  eventUrl: string;
}

const subjects = {
  ticket: "mail.subject_ticket",
  pending: "mail.subject_pending",
  failed: "mail.subject_failed",
} as const;
const intros = { ticket: "mail.ticket_intro", pending: "mail.pending_intro", failed: "mail.failed_intro" } as const;

/** What the mail of `kind` says about the order, in the order's language (`t`). */
export function mailContent(facts: MailFacts, t: Translate): MailContent {
  const { kind, document, event, organizer } = facts;
  const { order, lines } = document;
  const locale = t("pdf.locale");
  const price = (amount: string) => money(amount, order.currency, locale);
  const rows = [
    { label: t("mail.event"), value: event.name },
    { label: t("mail.date"), value: formatDate(event.start_date, locale, event.time_zone) },
    { label: t("mail.organizer"), value: organizer.name },
  ];
  if (event.venue) rows.splice(2, 0, { label: t("catalog.venue"), value: event.venue });
  if (event.attention) rows.push({ label: t("mail.note"), value: event.attention });
  rows.push(
    {
      label: t("mail.tickets"),
      value: lines.map((l) => `${l.quantity} × ${l.ticket_name} (${price(l.unit_price)})`).join("\n"),
    },
    { label: t("mail.total"), value: price(order.final_price_paid) },
    { label: t("mail.reference"), value: order.id },
  );
  const link =
    kind === "ticket"
      ? { label: t("mail.download"), hint: t("mail.download_hint"), url: facts.ticketUrl }
      : kind === "failed"
        ? { label: t("mail.back_to_event"), hint: "", url: facts.eventUrl }
        : null;
  return {
    lang: locale.slice(0, 2),
    subject: t(subjects[kind], { event: event.name }),
    greeting: t("mail.greeting", { name: order.first_name }),
    intro: t(intros[kind]),
    facts: rows,
    link,
    footer: t("mail.footer"),
  };
}
