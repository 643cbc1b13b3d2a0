import { useAtomValue } from "jotai";
import { formatMoney, formatPercent } from "../../lib/format.ts";
import { computeOrderAmounts } from "../../lib/money.ts";
import { voucherCounts } from "../../lib/voucher.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { guestListActiveAtom } from "../../state/guest-list.ts";
import { currencyAtom, orderAmountsAtom, selectedLinesAtom } from "../../state/ticket-atoms.ts";
import { voucherAtom } from "../../state/voucher.ts";
import { useLocale } from "../i18n-context.tsx";

/** Spec §2 sales overview (steps 2 and 3). Every figure comes from computeOrderAmounts via orderAmountsAtom. */
export function SalesOverview() {
  const { t, locale } = useLocale();
  const lines = useAtomValue(selectedLinesAtom);
  const amounts = useAtomValue(orderAmountsAtom);
  const currency = useAtomValue(currencyAtom);
  const voucher = useAtomValue(voucherAtom);
  const event = useAtomValue(eventAtom);
  const guestList = useAtomValue(guestListActiveAtom);
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const voucherApplied = voucherCounts(voucher) && !guestList;
  const discounted = voucherApplied || guestList;
  // Spec §2: the service fee, the handling fee and the grand total are each marked VAT-inclusive.
  const vat = <span className="tc-muted">({t("summary.vat_included")})</span>;
  return (
    <section
      className="tc-overview"
      part="sales-overview"
      aria-labelledby="tc-overview-title"
      data-testid="sales-overview"
    >
      <h4 className="tc-overview-title" id="tc-overview-title">
        {t("summary.title")}
      </h4>
      <ul>
        {lines.map(({ ticket, quantity }) => (
          <li key={ticket.id} className="tc-overview-line" data-line={ticket.id}>
            <span>{ticket.ticket_name}</span>
            <span className="tc-muted">{t("summary.line_quantity", { quantity, price: money(ticket.price) })}</span>
            <span data-amount="line">{money(lineTotal(ticket.price, quantity))}</span>
          </li>
        ))}
      </ul>
      <hr />
      <div className="tc-row" data-row="total">
        <span>{t("summary.total")}</span>
        <span>{money(amounts.priceBeforeDiscount)}</span>
      </div>
      {discounted ? (
        <>
          <div className="tc-row tc-overview-discount" data-row="discount">
            <span>{t("summary.discount", { percent: formatPercent(guestList ? 100 : voucher.discount, locale) })}</span>
            <span>{money(negate(amounts.discountAmount))}</span>
          </div>
          <div className="tc-row" data-row="total-after-discount">
            <span>{t("summary.total_after_discount")}</span>
            <span>{money(amounts.priceAfterDiscount)}</span>
          </div>
        </>
      ) : null}
      <div className="tc-row" data-row="service-fee">
        <span>
          {t("summary.service_fee", {
            percent: formatPercent(amounts.isFree ? 0 : (event?.user_commission ?? 0), locale),
          })}{" "}
          {vat}
        </span>
        <span>{money(amounts.commissionAmount)}</span>
      </div>
      <div className="tc-row" data-row="handling-fee">
        <span>
          {t("summary.handling_fee")} {vat}
        </span>
        <span>{money(amounts.fixedCommissionAmount)}</span>
      </div>
      <hr />
      <div className="tc-row tc-row-strong" data-row="grand-total" aria-live="polite" aria-atomic="true">
        <span>
          {t("summary.grand_total")} {vat}
        </span>
        <span>{money(amounts.finalPricePaid)}</span>
      </div>
      {amounts.isFree && voucherApplied ? (
        <p className="tc-notice" role="status" data-testid="full-discount">
          {t("summary.full_discount")}
        </p>
      ) : amounts.isFree && amounts.totalQuantity > 0 ? (
        <p className="tc-notice" role="status">
          {t("summary.free_order")}
        </p>
      ) : null}
    </section>
  );
}

/** price × quantity with the same decimal arithmetic (big.js, half up) as every other amount. */
function lineTotal(price: string, quantity: number): string {
  return computeOrderAmounts({
    lines: [{ price, quantity }],
    discountPercent: 0,
    commissionPercent: 0,
    commissionFixed: 0,
  }).priceBeforeDiscount;
}

function negate(amount: string): string {
  return amount === "0.00" ? amount : `-${amount}`;
}
