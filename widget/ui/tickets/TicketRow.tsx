import type { Ticket } from "../../lib/event-schema.ts";
import { formatMoney } from "../../lib/format.ts";
import { stockNotice } from "../../lib/tickets.ts";
import { useLocale } from "../i18n-context.tsx";
import { SanitizedHtml } from "../SanitizedHtml.tsx";
import { QuantityControl } from "./QuantityControl.tsx";

interface Props {
  ticket: Ticket;
  quantity: number;
  currency: string;
}

export function TicketRow({ ticket, quantity, currency }: Props) {
  const { t, locale } = useLocale();
  const notice = stockNotice(ticket, quantity);
  return (
    <li className="tc-ticket" part="ticket" data-ticket-id={ticket.id}>
      <div className="tc-ticket-info">
        <span className="tc-ticket-name" part="ticket-name">
          {ticket.ticket_name}
        </span>
        <SanitizedHtml html={ticket.short_description} className="tc-ticket-description" part="ticket-description" />
        <span className="tc-ticket-price" part="ticket-price">
          {formatMoney(ticket.price, currency, locale)}
        </span>
        {notice.kind === "last_tickets" ? (
          <span className="tc-stock tc-stock-last" part="stock-notice">
            {t("tickets.last_tickets", { count: notice.count })}
          </span>
        ) : notice.kind === "only_left" ? (
          <span className="tc-stock tc-stock-low" part="stock-notice">
            {t("tickets.only_left", { count: notice.count })}
          </span>
        ) : null}
      </div>
      {notice.kind === "sold_out" ? (
        <span className="tc-sold-out" part="sold-out">
          {t("tickets.sold_out")}
        </span>
      ) : (
        <QuantityControl ticket={ticket} quantity={quantity} />
      )}
    </li>
  );
}
