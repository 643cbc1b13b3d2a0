// The buyer's notices about their money and their event: "refund" (the provider has taken a refund of the order,
// or has been asked to) and "event_canceled" (the organizer canceled the event). Both are composed here, in the
// order's language, so the refund machine and the cancel job say the same things the same way in all eight
// languages; the caller queues them (notice-mail.ts queueNoticeMail) in the transaction of the change they tell of.
import type { EventRow, OrderRecord, OrganizerRow } from "../../store/index.ts";
import { formatDate } from "../events/format-date.ts";
import type { ServerTranslations, Translate } from "../i18n/translations.ts";
import { money } from "../tickets/ticket-pdf.ts";
import type { MailContent } from "./mail-content.ts";
import type { Notice } from "./notice-mail.ts";

/** What a buyer's notice is about: the order (its address, name, language, currency), its event and organizer. */
export interface BuyerNoticeFacts {
  order: Pick<OrderRecord, "id" | "email" | "first_name" | "lang" | "currency" | "final_price_paid">;
  event: Pick<EventRow, "name" | "start_date" | "time_zone">;
  organizer: Pick<OrganizerRow, "name">;
}

export interface RefundNoticeFacts extends BuyerNoticeFacts {
  /** The refund's id: one notice per refund and state (its dedupe key). */
  refundId: string;
  /** The amount refunded, a decimal string in the order's currency. */
  amount: string;
  /**
   * "succeeded": the provider says the money is on its way back. "submitted": the provider has been asked and has
   * not said yet (the mail says so: it never tells a buyer a refund is done before the provider does).
   */
  state: "succeeded" | "submitted";
  /** Why, when the organizer canceled the event (the mail says so). */
  eventCanceled?: boolean;
  /** The organizer refunded it outside the payment provider (a failed refund marked refunded outside). */
  outside?: boolean;
}

/** The "refund" notice of one refund, ready for queueNoticeMail. */
export function refundNotice(translations: ServerTranslations, facts: RefundNoticeFacts): Notice {
  return {
    kind: "refund",
    to: facts.order.email,
    orderId: facts.order.id,
    dedupeKey: `refund:${facts.refundId}:${facts.state}`,
    content: refundNoticeContent(translations.translator(facts.order.lang), facts),
  };
}

/** What the "refund" notice says, in `t`'s language. */
export function refundNoticeContent(t: Translate, facts: RefundNoticeFacts): MailContent {
  const { content, price } = noticeBase(t, facts);
  const intro = facts.outside
    ? t("notices.refund_intro_outside")
    : facts.state === "succeeded"
      ? t("notices.refund_intro_succeeded")
      : t("notices.refund_intro_submitted");
  return {
    ...content,
    subject: t("notices.refund_subject", { event: facts.event.name }),
    intro: facts.eventCanceled ? `${t("notices.canceled_reason")} ${intro}` : intro,
    facts: [...content.facts, { label: t("notices.refund_amount"), value: price(facts.amount) }],
  };
}

export interface EventCanceledNoticeFacts extends BuyerNoticeFacts {
  /** The cancel job's id: one notice per order and job (its dedupe key). */
  jobId: string;
  /** Whether the order is refunded (a paid order) or there was nothing to pay (a free one). */
  refunded: boolean;
  /** What is refunded, when not all the order paid (a part was refunded before): a decimal string. */
  amount?: string;
}

/** The "event_canceled" notice to one order's buyer, ready for queueNoticeMail. */
export function eventCanceledNotice(translations: ServerTranslations, facts: EventCanceledNoticeFacts): Notice {
  const t = translations.translator(facts.order.lang);
  const { content, price } = noticeBase(t, facts);
  const rows = facts.refunded
    ? [
        ...content.facts,
        { label: t("notices.refund_amount"), value: price(facts.amount ?? facts.order.final_price_paid) },
      ]
    : content.facts;
  return {
    kind: "event_canceled",
    to: facts.order.email,
    orderId: facts.order.id,
    dedupeKey: `event_canceled:${facts.jobId}:${facts.order.id}`,
    content: {
      ...content,
      subject: t("notices.canceled_subject", { event: facts.event.name }),
      intro: facts.refunded ? t("notices.canceled_intro_refund") : t("notices.canceled_intro_free"),
      facts: rows,
    },
  };
}

/** What both notices say alike (greeting, the order's facts, footer), and money in the order's currency. */
function noticeBase(t: Translate, { order, event, organizer }: BuyerNoticeFacts) {
  const locale = t("pdf.locale");
  const content: Omit<MailContent, "subject" | "intro"> = {
    lang: locale.slice(0, 2),
    greeting: t("mail.greeting", { name: order.first_name }),
    facts: [
      { label: t("mail.event"), value: event.name },
      { label: t("mail.date"), value: formatDate(event.start_date, locale, event.time_zone) },
      { label: t("mail.organizer"), value: organizer.name },
      { label: t("mail.reference"), value: order.id },
    ],
    link: null,
    footer: t("notices.footer"),
  };
  return { content, price: (amount: string) => money(amount, order.currency, locale) };
}
