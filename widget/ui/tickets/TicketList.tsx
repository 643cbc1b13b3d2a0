import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { ticketQuantitiesAtom } from "../../state/checkout-atoms.ts";
import { currencyAtom, visibleTicketsAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { TicketRow } from "./TicketRow.tsx";

export function TicketList() {
  const { t } = useLocale();
  const tickets = useAtomValue(visibleTicketsAtom);
  const quantities = useAtomValue(ticketQuantitiesAtom);
  const currency = useAtomValue(currencyAtom);
  useEffect(() => {
    // Performance mark for `npm run bench` and organizers' own monitoring: ticket rows painted.
    const frame = requestAnimationFrame(() => performance.mark("tc:tickets-visible"));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ul className="tc-ticket-list" part="ticket-list" aria-label={t("tickets.tickets_list_label")}>
      {tickets.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} quantity={quantities[ticket.id] ?? 0} currency={currency} />
      ))}
    </ul>
  );
}
