import { useAtomValue } from "jotai";
import { formatMoney } from "../../lib/format.ts";
import { roundMoney } from "../../lib/money.ts";
import { currencyAtom, selectedLinesAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import Big from "big.js";

/** What is selected so far: count × name and line total. */
export function SelectionOverview() {
  const { t, locale } = useLocale();
  const lines = useAtomValue(selectedLinesAtom);
  const currency = useAtomValue(currencyAtom);
  return (
    <section className="tc-selection" part="selection" aria-label={t("tickets.selection_title")}>
      <p className="tc-selection-title">{t("tickets.selection_title")}</p>
      {lines.length === 0 ? (
        <p className="tc-muted">{t("tickets.selection_empty")}</p>
      ) : (
        <ul>
          {lines.map(({ ticket, quantity }) => (
            <li key={ticket.id} className="tc-row">
              <span>{t("tickets.selection_line", { count: quantity, name: ticket.ticket_name })}</span>
              <span>{formatMoney(roundMoney(new Big(ticket.price).times(quantity)), currency, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
