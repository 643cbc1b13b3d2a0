import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { event, ticket } from "../lib/test-fixtures.ts";
import { selectedTabAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";
import { eventLoadAtom } from "./event-atoms.ts";
import { applyPressesAtom } from "./presses.ts";
import { stepQuantityAtom } from "./ticket-atoms.ts";

function storeWithTickets() {
  const store = createStore();
  const tickets = [ticket({ id: 1, purchase_limit: 3 }), ticket({ id: 2, purchase_limit: 10, sort_order: 2 })];
  store.set(eventLoadAtom, { status: "ready", event: event({ event_tickets: tickets }) });
  return store;
}

describe("applyPressesAtom", () => {
  it("applies presses in order, each once, by the controls' own rules (clamped to the purchase limit, not below 0)", () => {
    const store = storeWithTickets();
    store.set(applyPressesAtom, [
      { kind: "step", ticketId: 1, delta: 1 },
      { kind: "step", ticketId: 1, delta: 1 },
      { kind: "set", ticketId: 2, quantity: 5 },
      { kind: "step", ticketId: 1, delta: 1 },
      { kind: "step", ticketId: 1, delta: 1 }, // past the limit of 3
      { kind: "step", ticketId: 2, delta: -1 },
      { kind: "tab", tab: "info" },
    ]);
    expect(store.get(ticketQuantitiesAtom)).toEqual({ 1: 3, 2: 4 });
    expect(store.get(selectedTabAtom)).toBe("info");
    store.set(applyPressesAtom, [
      { kind: "step", ticketId: 2, delta: -1 },
      { kind: "set", ticketId: 1, quantity: -2 },
    ]);
    expect(store.get(ticketQuantitiesAtom)).toEqual({ 1: 0, 2: 3 });
  });

  it("ignores a ticket the event does not list", () => {
    const store = storeWithTickets();
    store.set(applyPressesAtom, [{ kind: "step", ticketId: 99, delta: 1 }]);
    expect(store.get(ticketQuantitiesAtom)).toEqual({});
  });
});

describe("stepQuantityAtom", () => {
  it("moves from the quantity in the store now, not from a rendered one", () => {
    const store = storeWithTickets();
    store.set(ticketQuantitiesAtom, { 2: 4 });
    store.set(stepQuantityAtom, { ticketId: 2, delta: 1 });
    store.set(stepQuantityAtom, { ticketId: 2, delta: 1 });
    expect(store.get(ticketQuantitiesAtom)[2]).toBe(6);
  });
});
