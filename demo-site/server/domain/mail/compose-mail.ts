import type { MailOutboxRow, Store } from "../../store/index.ts";
import type { ServerTranslations } from "../i18n/translations.ts";
import { buyerTickets } from "../tickets/buyer-tickets.ts";
import { renderOrderTickets } from "../tickets/ticket-pdf.ts";
import { mailHtml, mailText } from "./mail-bodies.ts";
import { mailContent } from "./mail-content.ts";
import { composeNotice, isNoticeKind } from "./notice-mail.ts";

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * The mail an outbox row stands for, composed when it is sent from what the store holds then: always to the
 * order's own address, in the order's language (`orders.lang`, the checkout's), the ticket mail with the same
 * PDF the download link serves (refunded tickets left out; none left: skipped). Null when the order (or its event) no longer exists; `skip` for a "still
 * processing" mail whose order was settled before it went out.
 */
export async function composeMail(
  deps: { store: Pick<Store, "orders" | "events" | "refunds">; translations: ServerTranslations; origin: () => string },
  row: MailOutboxRow,
): Promise<ComposedMail | { skip: string } | null> {
  if (isNoticeKind(row.kind)) return composeNotice(row);
  const order = await deps.store.orders.find(row.order_id);
  const tickets = order && (await buyerTickets(deps.store, order.link_token));
  const event = order && (await deps.store.events.event(order.event_id));
  const organizer = event && (await deps.store.events.organizer(event.organizer_id));
  if (!order || !tickets || !event || !organizer) return null;
  const { document } = tickets;
  if (row.kind === "pending" && order.status !== "pending") return { skip: `the order is ${order.status} now` };
  // The same tickets the link gives: none left (all refunded, or the order canceled) is no ticket mail.
  if (row.kind === "ticket" && tickets.voided) return { skip: `its tickets are void (${tickets.voided})` };
  const t = deps.translations.translator(order.lang);
  const origin = deps.origin();
  const lang = encodeURIComponent(order.lang ?? "en");
  const content = mailContent(
    {
      kind: row.kind,
      document,
      event,
      organizer,
      ticketUrl: `${origin}/api/tickets/${order.link_token}`,
      eventUrl: `${origin}/o/${encodeURIComponent(organizer.subdomain)}/events/${event.id}?lang=${lang}`,
    },
    t,
  );
  const attachments =
    row.kind === "ticket"
      ? [
          {
            filename: `tickets-${event.id}.pdf`,
            content: Buffer.from(await renderOrderTickets(document, t)),
            contentType: "application/pdf",
          },
        ]
      : [];
  return { to: order.email, subject: content.subject, text: mailText(content), html: mailHtml(content), attachments };
}
