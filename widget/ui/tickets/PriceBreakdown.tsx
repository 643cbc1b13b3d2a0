import { useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import { formatMoney, formatPercent } from "../../lib/format.ts";
import { ticketCommission } from "../../lib/money.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { currencyAtom, orderAmountsAtom, selectedLinesAtom, visibleTicketsAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { waitingControl } from "../waiting-control.ts";

/**
 * The price popover (spec §2): commission as percentage plus fixed amount, two decimals. A disclosure
 * button: Enter/Space toggle it, Escape closes it and returns focus to the button.
 */
export function PriceBreakdown() {
  const { t, locale } = useLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const event = useAtomValue(eventAtom);
  const amounts = useAtomValue(orderAmountsAtom);
  const currency = useAtomValue(currencyAtom);
  const selected = useAtomValue(selectedLinesAtom);
  const visible = useAtomValue(visibleTicketsAtom);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const path = e.composedPath();
      if (!path.includes(panel.current as EventTarget) && !path.includes(button.current as EventTarget)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);
  if (!event) return null;
  const money = (v: string) => formatMoney(v, currency, locale);
  const percent = formatPercent(event.user_commission, locale);
  const fixed = money(String(event.user_added_commission));
  const priced = (selected.length > 0 ? selected.map((l) => l.ticket) : visible).filter((tk) => Number(tk.price) > 0);
  const prices = [...new Set(priced.map((tk) => tk.price))];
  return (
    <div className="tc-popover-wrap">
      <button
        ref={button}
        type="button"
        className="tc-info-button"
        part="price-info-button"
        aria-expanded={open}
        aria-controls={id}
        {...waitingControl(false)} // no handler in the server's markup yet
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
      >
        {/* The visible words are the accessible name (WCAG 2.5.3); the "i" is only an icon. */}
        <span className="tc-info-icon" aria-hidden="true">
          i
        </span>
        {t("tickets.price_info")}
      </button>
      {open ? (
        <div
          ref={panel}
          id={id}
          className="tc-popover"
          part="price-popover"
          role="region"
          aria-label={t("tickets.price_breakdown_title")}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <p className="tc-popover-title">{t("tickets.price_breakdown_title")}</p>
          <dl>
            <div className="tc-row">
              <dt>{t("tickets.tickets_subtotal")}</dt>
              <dd>{money(amounts.priceBeforeDiscount)}</dd>
            </div>
            <div className="tc-row">
              <dt>{t("tickets.service_fee", { percent, fixed })}</dt>
              <dd>{money(amounts.platformFeeTotal)}</dd>
            </div>
            <div className="tc-row tc-row-strong">
              <dt>{t("tickets.total")}</dt>
              <dd>{money(amounts.finalPricePaid)}</dd>
            </div>
          </dl>
          <ul className="tc-fee-list">
            {prices.map((price) => (
              <li key={price}>
                {t("tickets.fee_per_ticket", {
                  price: money(price),
                  amount: money(ticketCommission(price, event.user_commission, event.user_added_commission)),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
