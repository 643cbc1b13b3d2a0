import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import type { HostEventMap } from "../lib/host-events.ts";
import { event as eventFixture, ticket } from "../lib/test-fixtures.ts";
import { freeOrderErrorAtom, orderSuccessAtom } from "./buyer-order.ts";
import { currentStepAtom, selectedPaymentMethodAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";
import { ticketsStepShownAtom } from "./ticket-atoms.ts";
import { configAtom, defaultConfig } from "./config-atoms.ts";
import { eventLoadAtom } from "./event-atoms.ts";
import { connectHostEvents } from "./host-events.ts";
import { paymentAttemptAtom, paymentFailedAtom, paymentSucceededAtom } from "./payment-flow.ts";

const EVENT = eventFixture({
  event_tickets: [
    ticket({ id: 1, ticket_name: "Standard", price: "25.00" }),
    ticket({ id: 2, ticket_name: "VIP", price: "80.00", sort_order: 2 }),
  ],
});
const NAMES = Object.keys({
  "ticket-checkout:ready": 1,
  "ticket-checkout:tickets-changed": 1,
  "ticket-checkout:step": 1,
  "ticket-checkout:payment-started": 1,
  "ticket-checkout:complete": 1,
  "ticket-checkout:error": 1,
} satisfies Record<keyof HostEventMap, 1>);

async function setUp() {
  const store = createStore();
  store.set(configAtom, { ...defaultConfig, eventId: "101", apiOrigin: "http://api" });
  const host = document.createElement("ticket-checkout");
  const seen: { name: string; detail: Record<string, unknown>; bubbles: boolean; composed: boolean }[] = [];
  document.body.append(host);
  const listen = (e: Event) => {
    const c = e as CustomEvent;
    seen.push({
      name: c.type.replace("ticket-checkout:", ""),
      detail: c.detail,
      bubbles: c.bubbles,
      composed: c.composed,
    });
  };
  for (const name of NAMES) document.addEventListener(name, listen); // on document: they bubble
  const stop = await connectHostEvents(store, host, () => true);
  const names = () => seen.map((e) => e.name);
  const flush = () => new Promise((r) => setTimeout(r, 0)); // lets the payment atoms' import() land
  const done = () => {
    stop();
    for (const name of NAMES) document.removeEventListener(name, listen);
    host.remove();
  };
  return { store, host, seen, names, flush, done };
}

describe("connectHostEvents", () => {
  it("a paid order: ready, tickets-changed, steps, payment-started (again on Retry), error, complete; bubbling and composed", async () => {
    const { store, seen, names, flush, done } = await setUp();
    store.set(ticketQuantitiesAtom, { 1: 1 }); // before the event is loaded: reported right after ready
    expect(seen).toEqual([]);
    store.set(eventLoadAtom, { status: "ready", event: EVENT });
    expect(seen).toEqual([]); // loaded, but step 1 is not on screen yet
    store.set(ticketsStepShownAtom, true);
    expect(names()).toEqual(["ready", "tickets-changed"]);
    expect(seen[0]).toMatchObject({ bubbles: true, composed: true });
    expect(seen[0]!.detail).toEqual({
      eventId: 101,
      eventName: "Test event",
      currency: "EUR",
      language: "en",
      step: 1,
      tickets: [
        { id: 1, name: "Standard", price: "25.00" },
        { id: 2, name: "VIP", price: "80.00" },
      ],
    });
    store.set(ticketQuantitiesAtom, { 1: 2, 2: 1 });
    // 2 × 25 + 80 = 130; 5 % = 6.50; 3 × 0.50 = 1.50 → 138.00
    expect(seen.at(-1)!.detail).toEqual({
      eventId: 101,
      currency: "EUR",
      quantity: 3,
      total: "138.00",
      items: [
        { id: 1, name: "Standard", price: "25.00", quantity: 2 },
        { id: 2, name: "VIP", price: "80.00", quantity: 1 },
      ],
    });
    store.set(currentStepAtom, 2);
    store.set(currentStepAtom, 3);
    await flush();
    store.set(selectedPaymentMethodAtom, "card");
    store.set(currentStepAtom, 4);
    expect(seen.at(-1)).toMatchObject({
      name: "payment-started",
      detail: { method: "card", attempt: 0, total: "138.00", quantity: 3 },
    });
    store.set(paymentFailedAtom, { key: "payment_failed", providerMessage: "Do Not Honor" });
    expect(seen.at(-1)!.detail).toEqual({
      eventId: 101,
      source: "payment",
      code: "payment_failed",
      step: 4,
      message: "Do Not Honor",
    });
    store.set(paymentAttemptAtom, 1);
    expect(seen.at(-1)).toMatchObject({ name: "payment-started", detail: { attempt: 1 } });
    // Success clears the method before step 5 shows: complete still names it.
    store.set(paymentSucceededAtom, {
      ticket: "http://api/api/tickets/secret",
      guest: { firstName: "Ada", email: "ada@example.org" },
      orderId: "ord_1",
    });
    expect(names()).toEqual([
      "ready",
      "tickets-changed",
      "tickets-changed",
      "step",
      "step",
      "step",
      "payment-started",
      "error",
      "payment-started",
      "step",
      "complete",
    ]);
    expect(seen.at(-2)!.detail).toEqual({ eventId: 101, step: 5, name: "success", previous: 4 });
    expect(seen.at(-1)!.detail).toMatchObject({
      orderId: "ord_1",
      method: "card",
      free: false,
      voucher: null,
      total: "138.00",
    });
    // No buyer data and no ticket link anywhere.
    expect(JSON.stringify(seen)).not.toMatch(/Ada|example\.org|tickets\/secret/);
    done();
  });

  it("a free order names free_ticket; a failed load and a failed order are errors; nothing after stop", async () => {
    const { store, seen, names, done } = await setUp();
    store.set(eventLoadAtom, { status: "error", code: "timeout", detail: "x" });
    expect(seen).toEqual([
      expect.objectContaining({ name: "error", detail: { eventId: null, source: "load", code: "timeout", step: 1 } }),
    ]);
    store.set(eventLoadAtom, { status: "ready", event: eventFixture({ event_tickets: [ticket({ price: "0.00" })] }) });
    store.set(ticketsStepShownAtom, true);
    store.set(ticketQuantitiesAtom, { 1: 1 });
    store.set(currentStepAtom, 2);
    store.set(selectedPaymentMethodAtom, "free_ticket");
    store.set(freeOrderErrorAtom, "not_enough_tickets");
    store.set(freeOrderErrorAtom, null);
    store.set(orderSuccessAtom, {
      ticket: "t",
      guest: {} as never,
      status: "completed",
      verified: true,
      order_id: "ord_9",
    });
    store.set(selectedPaymentMethodAtom, null);
    store.set(currentStepAtom, 5);
    expect(names()).toEqual(["error", "ready", "tickets-changed", "step", "error", "step", "complete"]);
    expect(seen[4]!.detail).toEqual({ eventId: 101, source: "order", code: "not_enough_tickets", step: 2 });
    expect(seen[6]!.detail).toMatchObject({ orderId: "ord_9", method: "free_ticket", free: true, total: "0.00" });
    done();
    store.set(currentStepAtom, 1);
    expect(seen).toHaveLength(7);
  });

  it("does nothing when the mount ended before the chunk arrived", async () => {
    const store = createStore();
    store.set(eventLoadAtom, { status: "ready", event: EVENT });
    store.set(ticketsStepShownAtom, true);
    const host = document.createElement("div");
    const seen: string[] = [];
    host.addEventListener("ticket-checkout:ready", (e) => seen.push(e.type));
    (await connectHostEvents(store, host, () => false))();
    expect(seen).toEqual([]);
  });
});
