import { beforeEach, describe, expect, it } from "vitest";
import { paint, type PaintedElement } from "./paint.ts";
import { paintedAnswer } from "./painted-fixture.ts";

let el: PaintedElement;
const q = <T extends Element>(selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const row = (id: number) => ({
  minus: q<HTMLButtonElement>(`[data-ticket-id="${id}"] [part~=quantity-decrease]`),
  select: q<HTMLSelectElement>(`[data-ticket-id="${id}"] select`),
  plus: q<HTMLButtonElement>(`[data-ticket-id="${id}"] [part~=quantity-increase]`),
});
const pick = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};

beforeEach(() => {
  document.body.innerHTML = "<ticket-checkout></ticket-checkout>";
  el = document.querySelector("ticket-checkout")!;
  paint(el, paintedAnswer());
});

describe("the painted markup's press capture", () => {
  it("records every press on the quantity controls and tabs in order, with the control and its value", () => {
    const a = row(11);
    a.plus.click();
    a.plus.click();
    pick(row(12).select, "3");
    q<HTMLButtonElement>('[data-tc-tab="info"]').click();
    a.minus.click();
    expect(el.tcPresses!.map(([control, value]) => [control, value])).toEqual([
      [a.plus, ""],
      [a.plus, ""],
      [row(12).select, "3"],
      [q('[data-tc-tab="info"]'), ""],
      [a.minus, ""],
    ]);
  });

  it("answers at once on the row: + and − move the select within its options, and both buttons follow it", () => {
    const a = row(11);
    a.plus.click();
    expect([a.select.value, a.minus.disabled, a.plus.disabled]).toEqual(["1", false, false]);
    a.plus.click();
    expect([a.select.value, a.minus.disabled, a.plus.disabled]).toEqual(["2", false, true]); // the last option
    a.plus.click(); // disabled: no click reaches anything, nothing recorded
    a.minus.click();
    a.minus.click();
    expect([a.select.value, a.minus.disabled, a.plus.disabled]).toEqual(["0", true, false]);
    expect(el.tcPresses).toHaveLength(4);
    pick(row(12).select, "4");
    expect([row(12).minus.disabled, row(12).plus.disabled]).toEqual([false, true]);
  });

  it("does not count opening a select, or a disabled control", () => {
    row(11).select.click();
    q<HTMLButtonElement>("[part~=price-info-button]").click();
    row(11).minus.click();
    expect(el.tcPresses).toEqual([]);
  });

  it("stops once the widget has taken the presses (tcPresses set to null)", () => {
    row(11).plus.click();
    el.tcPresses = null;
    row(11).plus.click();
    expect(el.tcPresses).toBeNull();
    expect(row(11).select.value).toBe("1"); // the row is React's now: no more answers from the capture
  });
});
