import type { FirstPaint } from "./paint.ts";

/**
 * A markup answer shaped as the server renders step 1 (the parts the press capture relies on): two ticket rows of
 * [−, select, +] and the two tabs. Shared by the capture's tests on both sides (loader/ and widget/ui/).
 */
export function paintedAnswer(): FirstPaint {
  const row = (id: number, max: number) =>
    `<li class="tc-ticket" data-ticket-id="${id}"><div class="tc-quantity">` +
    `<button type="button" part="quantity-button quantity-decrease" disabled="">−</button>` +
    `<select part="quantity-select">${Array.from({ length: max + 1 }, (_, n) => `<option value="${n}">${n}</option>`).join("")}</select>` +
    `<button type="button" part="quantity-button quantity-increase">+</button></div></li>`;
  return {
    css: ".tc-root{display:block}",
    event: { id: 1 },
    html:
      `<div class="tc-root"><div role="tablist"><button type="button" role="tab" data-tc-tab="tickets">Tickets</button>` +
      `<button type="button" role="tab" data-tc-tab="info">Event infos</button></div>` +
      `<ul>${row(11, 2)}${row(12, 4)}</ul><button type="button" part="price-info-button" disabled="" data-tc-wait="">i</button></div>`,
  };
}
