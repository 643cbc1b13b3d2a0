import { describe, expect, it } from "vitest";
import { paint, type PaintedElement } from "../../loader/paint.ts";
import { paintedAnswer } from "../../loader/painted-fixture.ts";
import { takeCapturedPresses } from "./captured-presses.ts";

function painted(): PaintedElement {
  document.body.innerHTML = "<ticket-checkout></ticket-checkout>";
  const el = document.querySelector<PaintedElement>("ticket-checkout")!;
  paint(el, paintedAnswer());
  return el;
}

describe("takeCapturedPresses", () => {
  it("turns the loader's recorded presses into the widget's presses, in order, and ends the capture", () => {
    const el = painted();
    const $ = (selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
    $('[data-ticket-id="11"] [part~=quantity-increase]').click();
    $('[data-ticket-id="11"] [part~=quantity-increase]').click();
    $('[data-ticket-id="11"] [part~=quantity-decrease]').click();
    const select = $('[data-ticket-id="12"] select') as HTMLSelectElement;
    select.value = "3";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    $('[data-tc-tab="info"]').click();
    expect(takeCapturedPresses(el)).toEqual([
      { kind: "step", ticketId: 11, delta: 1 },
      { kind: "step", ticketId: 11, delta: 1 },
      { kind: "step", ticketId: 11, delta: -1 },
      { kind: "set", ticketId: 12, quantity: 3 },
      { kind: "tab", tab: "info" },
    ]);
    expect(el.tcPresses).toBeNull();
    $('[data-ticket-id="11"] [part~=quantity-increase]').click();
    expect(takeCapturedPresses(el)).toEqual([]); // taken once: nothing is applied twice
  });

  it("gives nothing for an element the loader never painted", () => {
    document.body.innerHTML = "<ticket-checkout></ticket-checkout>";
    expect(takeCapturedPresses(document.querySelector("ticket-checkout")!)).toEqual([]);
  });
});
