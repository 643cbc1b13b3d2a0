// The loader's recorded presses (loader/paint.ts) as data, read in the task that starts hydration, so a press on
// the painted rows before the code arrived is neither lost nor counted twice.
import type { PaintedElement } from "../../loader/paint.ts";
import type { Press } from "../state/presses.ts";

/**
 * Takes the presses the loader recorded on the element's painted markup (loader/paint.ts) and ends the capture, in
 * the task that starts hydrating it: from then on React's own handlers (and its replay of what comes while it
 * hydrates) see every press, so none is counted twice. Read from the controls into data here, before React
 * takes the nodes over; a control the widget does not know (none today) is dropped.
 */
export function takeCapturedPresses(el: PaintedElement): Press[] {
  const captured = el.tcPresses ?? [];
  el.tcPresses = null;
  return captured.flatMap(([control, value]): Press[] => {
    const tab = control.getAttribute("data-tc-tab");
    if (tab === "tickets" || tab === "info") return [{ kind: "tab", tab }];
    const ticketId = Number(control.closest("[data-ticket-id]")?.getAttribute("data-ticket-id") || NaN);
    if (!Number.isInteger(ticketId)) return [];
    if (control.tagName === "SELECT") return [{ kind: "set", ticketId, quantity: Number(value) }];
    const part = control.getAttribute("part") ?? "";
    if (part.includes("quantity-increase")) return [{ kind: "step", ticketId, delta: 1 }];
    if (part.includes("quantity-decrease")) return [{ kind: "step", ticketId, delta: -1 }];
    return [];
  });
}
