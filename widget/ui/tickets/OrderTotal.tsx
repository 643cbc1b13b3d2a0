import { useAtomValue } from "jotai";
import { formatMoney } from "../../lib/format.ts";
import { currencyAtom, orderAmountsAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { PriceBreakdown } from "./PriceBreakdown.tsx";

/** The total including fees; a polite live region announces every change. */
export function OrderTotal() {
  const { t, locale } = useLocale();
  const amounts = useAtomValue(orderAmountsAtom);
  const currency = useAtomValue(currencyAtom);
  const total = formatMoney(amounts.finalPricePaid, currency, locale);
  return (
    <div className="tc-total" part="total">
      {/* Screen readers get "Total" once, from the live amount below (it must carry the word when announced). */}
      <span className="tc-total-label" aria-hidden="true">
        {t("tickets.total")}
      </span>
      <PriceBreakdown />
      <span className="tc-total-amount" part="total-amount" aria-live="polite" aria-atomic="true">
        <span className="tc-visually-hidden">{t("tickets.total")} </span>
        {total}
      </span>
      <span className="tc-total-note">{t("tickets.includes_fees")}</span>
    </div>
  );
}
