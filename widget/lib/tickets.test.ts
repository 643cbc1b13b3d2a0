import { describe, expect, it } from "vitest";
import { ticket } from "./test-fixtures.ts";
import {
  allTicketsSoldOut,
  availableStock,
  clampQuantity,
  isTicketSoldOut,
  maxQuantity,
  quantityControls,
  stockNotice,
  UNLIMITED_STOCK,
  visibleTickets,
} from "./tickets.ts";

describe("visibleTickets", () => {
  it("hides limited tickets without a stock limit and sorts the rest by sort_order", () => {
    const list = visibleTickets([
      ticket({ id: 1, sort_order: 3 }),
      ticket({ id: 2, sort_order: 1, ticket_stock: "limited", stock_limit: null }),
      ticket({ id: 3, sort_order: 2, ticket_stock: "unlimited", stock_limit: null }),
      ticket({ id: 4, sort_order: 1 }),
    ]);
    expect(list.map((t) => t.id)).toEqual([4, 3, 1]);
  });

  it("keeps the API order stable by id when sort_order ties", () => {
    expect(
      visibleTickets([ticket({ id: 9, sort_order: 1 }), ticket({ id: 5, sort_order: 1 })]).map((t) => t.id),
    ).toEqual([5, 9]);
  });
});

describe("stock and caps", () => {
  it("counts unlimited stock as 999999", () => {
    const t = ticket({ ticket_stock: "unlimited", stock_limit: null, purchase_limit: 10 });
    expect(availableStock(t)).toBe(UNLIMITED_STOCK);
    expect(maxQuantity(t)).toBe(10);
    expect(isTicketSoldOut(t)).toBe(false);
  });

  it("caps the quantity at the smaller of purchase_limit and remaining stock", () => {
    expect(maxQuantity(ticket({ stock_limit: 100, sold: 95, purchase_limit: 10 }))).toBe(5);
    expect(maxQuantity(ticket({ stock_limit: 100, sold: 10, purchase_limit: 4 }))).toBe(4);
    expect(maxQuantity(ticket({ stock_limit: 10, sold: 12, purchase_limit: 4 }))).toBe(0); // oversold never goes negative
  });

  it("clamps requested quantities into 0..max", () => {
    const t = ticket({ stock_limit: 50, sold: 48, purchase_limit: 5 });
    expect(clampQuantity(t, 7)).toBe(2);
    expect(clampQuantity(t, -1)).toBe(0);
    expect(clampQuantity(t, Number.NaN)).toBe(0);
  });

  it("offers 0..max in the dropdown and enables minus/plus by the spec rules", () => {
    const t = ticket({ stock_limit: 50, sold: 47, purchase_limit: 5 });
    expect(quantityControls(t, 0)).toEqual({ options: [0, 1, 2, 3], minusDisabled: true, plusDisabled: false });
    expect(quantityControls(t, 2)).toMatchObject({ minusDisabled: false, plusDisabled: false });
    expect(quantityControls(t, 3)).toMatchObject({ minusDisabled: false, plusDisabled: true }); // stock exhausted
    const byLimit = ticket({ stock_limit: 500, sold: 0, purchase_limit: 2 });
    expect(quantityControls(byLimit, 2)).toMatchObject({ plusDisabled: true }); // purchase limit reached
    expect(quantityControls(byLimit, 2).options).toEqual([0, 1, 2]);
  });
});

describe("sold-out rules", () => {
  it("a limited ticket with no stock left is sold out; an unlimited one never", () => {
    expect(isTicketSoldOut(ticket({ stock_limit: 80, sold: 80 }))).toBe(true);
    expect(isTicketSoldOut(ticket({ stock_limit: 80, sold: 79 }))).toBe(false);
    expect(isTicketSoldOut(ticket({ ticket_stock: "unlimited", stock_limit: null, sold: 10_000_000 }))).toBe(false);
  });

  it("the event is sold out when there are no tickets, or none is unlimited and all are sold out", () => {
    expect(allTicketsSoldOut([])).toBe(true);
    expect(
      allTicketsSoldOut([ticket({ stock_limit: 10, sold: 10 }), ticket({ id: 2, stock_limit: 20, sold: 20 })]),
    ).toBe(true);
    expect(
      allTicketsSoldOut([ticket({ stock_limit: 10, sold: 10 }), ticket({ id: 2, stock_limit: 20, sold: 19 })]),
    ).toBe(false);
    expect(allTicketsSoldOut([ticket({ ticket_stock: "unlimited", stock_limit: null })])).toBe(false);
  });
});

describe("stockNotice (low stock / last tickets)", () => {
  it("shows sold out without controls when nothing is left", () => {
    expect(stockNotice(ticket({ stock_limit: 10, sold: 10 }), 0)).toEqual({ kind: "sold_out" });
  });

  it("says 'only x left' at 10 or fewer remaining, not at 11", () => {
    expect(stockNotice(ticket({ stock_limit: 100, sold: 89 }), 0)).toEqual({ kind: "none" });
    expect(stockNotice(ticket({ stock_limit: 100, sold: 90 }), 0)).toEqual({ kind: "only_left", count: 10 });
    expect(stockNotice(ticket({ stock_limit: 100, sold: 93 }), 2)).toEqual({ kind: "only_left", count: 5 });
  });

  it("says the selection takes the last tickets when 0 remain to buy now, counted by the selection", () => {
    expect(stockNotice(ticket({ stock_limit: 50, sold: 48 }), 2)).toEqual({ kind: "last_tickets", count: 2 });
    expect(stockNotice(ticket({ stock_limit: 50, sold: 49 }), 1)).toEqual({ kind: "last_tickets", count: 1 });
  });

  it("never warns for unlimited tickets", () => {
    expect(stockNotice(ticket({ ticket_stock: "unlimited", stock_limit: null }), 10)).toEqual({ kind: "none" });
  });
});
