import { useSetAtom } from "jotai";
import type { Ticket } from "../../lib/event-schema.ts";
import { quantityControls } from "../../lib/tickets.ts";
import { setQuantityAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { waitingControl } from "../waiting-control.ts";

/** Minus, a 0..max dropdown and plus (spec §2), each named after the ticket for screen readers. */
export function QuantityControl({ ticket, quantity }: { ticket: Ticket; quantity: number }) {
  const { t } = useLocale();
  const setQuantity = useSetAtom(setQuantityAtom);
  const controls = quantityControls(ticket, quantity);
  const hydrated = useHydrated();
  const name = ticket.ticket_name;
  const set = (value: number) => setQuantity({ ticketId: ticket.id, quantity: value });
  return (
    <div className="tc-quantity" part="quantity">
      <button
        type="button"
        className="tc-step-button"
        part="quantity-button quantity-decrease"
        aria-label={t("tickets.decrease", { name })}
        {...waitingControl(controls.minusDisabled)}
        onClick={() => set(quantity - 1)}
      >
        −
      </button>
      <select
        className="tc-select"
        part="quantity-select"
        aria-label={t("tickets.quantity", { name })}
        value={quantity}
        // Not released with the buttons: hydrating a <select> sets its value from the props, so an option picked
        // before React hydrated would be undone (seen in the browser suite). It is enabled right after hydration.
        disabled={!hydrated}
        onChange={(e) => set(Number(e.currentTarget.value))}
      >
        {controls.options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="tc-step-button"
        part="quantity-button quantity-increase"
        aria-label={t("tickets.increase", { name })}
        {...waitingControl(controls.plusDisabled)}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
