import { useSetAtom } from "jotai";
import type { Ticket } from "../../lib/event-schema.ts";
import { quantityControls } from "../../lib/tickets.ts";
import { setQuantityAtom, stepQuantityAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";

/**
 * Minus, a 0..max dropdown and plus (spec §2), each named after the ticket for screen readers. In the server's
 * markup they work before this code runs: the loader records their presses for the widget to apply after
 * hydrating (loader/paint.ts), so nothing here waits for hydration.
 */
export function QuantityControl({ ticket, quantity }: { ticket: Ticket; quantity: number }) {
  const { t } = useLocale();
  const setQuantity = useSetAtom(setQuantityAtom);
  const stepQuantity = useSetAtom(stepQuantityAtom);
  const controls = quantityControls(ticket, quantity);
  const name = ticket.ticket_name;
  const step = (delta: number) => stepQuantity({ ticketId: ticket.id, delta });
  return (
    <div className="tc-quantity" part="quantity">
      <button
        type="button"
        className="tc-step-button"
        part="quantity-button quantity-decrease"
        aria-label={t("tickets.decrease", { name })}
        disabled={controls.minusDisabled}
        onClick={() => step(-1)}
      >
        −
      </button>
      <select
        className="tc-select"
        part="quantity-select"
        aria-label={t("tickets.quantity", { name })}
        value={quantity}
        onChange={(e) => setQuantity({ ticketId: ticket.id, quantity: Number(e.currentTarget.value) })}
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
        disabled={controls.plusDisabled}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
