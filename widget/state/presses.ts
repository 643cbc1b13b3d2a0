// Replays the presses made before hydration through the controls' own rules (from the store's quantity, not a
// rendered one), once, in the hydrating commit (WidgetRoot's EventScope), so they obey the same limits.
import { atom } from "jotai";
import { selectedTabAtom } from "./checkout-atoms.ts";
import { setQuantityAtom, stepQuantityAtom } from "./ticket-atoms.ts";

/**
 * A buyer's press on step 1, as data: "+" or "−" on a ticket, a quantity picked in its select, a tab. The presses
 * made on the server's painted markup before the widget hydrated it (widget/ui/captured-presses.ts) arrive so.
 */
export type Press =
  | { kind: "step"; ticketId: number; delta: 1 | -1 }
  | { kind: "set"; ticketId: number; quantity: number }
  | { kind: "tab"; tab: "tickets" | "info" };

/** Applies presses in the order they were made, each once, through the same rules as the controls' own handlers. */
export const applyPressesAtom = atom(null, (_get, set, presses: readonly Press[]) => {
  for (const press of presses) {
    if (press.kind === "tab") set(selectedTabAtom, press.tab);
    else if (press.kind === "step") set(stepQuantityAtom, { ticketId: press.ticketId, delta: press.delta });
    else set(setQuantityAtom, { ticketId: press.ticketId, quantity: press.quantity });
  }
});
