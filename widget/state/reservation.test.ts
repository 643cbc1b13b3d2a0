import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { event, ticket } from "../lib/test-fixtures.ts";
import { emptyBuyerDetails } from "../lib/validation.ts";
import { buyerDetailsAtom } from "./buyer.ts";
import { currentStepAtom, selectedPaymentMethodAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";
import { configAtom, defaultConfig } from "./config-atoms.ts";
import { eventLoadAtom } from "./event-atoms.ts";
import { buyerCountryCodeAtom, choosePaymentMethodAtom, selectedPaymentChoiceAtom } from "./payment-method.ts";
import {
  expireReservationAtom,
  reservationAtom,
  reservationIdAtom,
  reserveTicketsAtom,
  startAgainAtom,
} from "./reservation.ts";

afterEach(() => vi.unstubAllGlobals());

function setup(price = "25.00") {
  const store = createStore();
  store.set(configAtom, { ...defaultConfig, eventId: "101", apiOrigin: "https://api.test" });
  store.set(eventLoadAtom, {
    status: "ready",
    event: event({ event_tickets: [ticket({ id: 7, price }), ticket({ id: 8, price, sort_order: 2 })] }),
  });
  store.set(ticketQuantitiesAtom, { 7: 1 });
  store.set(currentStepAtom, 3);
  const calls: string[] = [];
  let n = 0;
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}${init?.body ? ` ${init.body as string}` : ""}`);
    if (init?.method === "DELETE") return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ reservation_id: `res_${++n}`, expires_at: "", seconds_left: 600 }), {
      status: 201,
    });
  });
  return { store, calls };
}

describe("reservation state", () => {
  it("holds once per selection; a changed selection releases the old hold and takes a new one", async () => {
    const { store, calls } = setup();
    await store.set(reserveTicketsAtom);
    await store.set(reserveTicketsAtom);
    expect(calls).toEqual(['POST https://api.test/api/reservations {"event_id":101,"ticketQuantities":{"7":1}}']);
    expect(store.get(reservationIdAtom)).toBe("res_1");
    store.set(ticketQuantitiesAtom, { 7: 1, 8: 2 });
    await store.set(reserveTicketsAtom);
    expect(calls.slice(1)).toEqual([
      "DELETE https://api.test/api/reservations/res_1",
      'POST https://api.test/api/reservations {"event_id":101,"ticketQuantities":{"7":1,"8":2}}',
    ]);
    expect(store.get(reservationIdAtom)).toBe("res_2");
  });

  it("does not hold tickets of a free order", async () => {
    const { store, calls } = setup("0.00");
    await store.set(reserveTicketsAtom);
    expect(calls).toEqual([]);
    expect(store.get(reservationAtom)).toEqual({ status: "none" });
  });

  it("after expiry the id is gone from the cart; Start again goes to step 1 keeping the selection and asks for a new hold next time", async () => {
    const { store, calls } = setup();
    await store.set(reserveTicketsAtom);
    store.set(expireReservationAtom);
    expect(store.get(reservationAtom).status).toBe("expired");
    expect(store.get(reservationIdAtom)).toBeNull();
    store.set(startAgainAtom);
    expect(store.get(currentStepAtom)).toBe(1);
    expect(store.get(ticketQuantitiesAtom)).toEqual({ 7: 1 });
    await store.set(reserveTicketsAtom);
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(2);
  });
});

describe("payment choice", () => {
  it("picking advances to step 4; clearing the shared method (Back, success) clears the choice", () => {
    const { store } = setup();
    store.set(choosePaymentMethodAtom, { method: "ideal", path: "stripe", providerMethod: "ideal" });
    expect(store.get(currentStepAtom)).toBe(4);
    expect(store.get(selectedPaymentMethodAtom)).toBe("ideal");
    store.set(selectedPaymentMethodAtom, null);
    expect(store.get(selectedPaymentChoiceAtom)).toBeNull();
  });

  it("only picks on step 3", () => {
    const { store } = setup();
    store.set(currentStepAtom, 2);
    store.set(choosePaymentMethodAtom, { method: "card", path: "stripe", providerMethod: "card" });
    expect(store.get(currentStepAtom)).toBe(2);
    expect(store.get(selectedPaymentChoiceAtom)).toBeNull();
  });

  it("the buyer country is the step-2 name as a code, DE when empty or unknown", () => {
    const { store } = setup();
    store.set(buyerDetailsAtom, { ...emptyBuyerDetails(), country: "Netherlands" });
    expect(store.get(buyerCountryCodeAtom)).toBe("NL");
    store.set(buyerDetailsAtom, { ...emptyBuyerDetails(), country: "" });
    expect(store.get(buyerCountryCodeAtom)).toBe("DE");
  });
});
