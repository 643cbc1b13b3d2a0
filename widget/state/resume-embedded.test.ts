import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PendingOrder } from "../embed/messages.ts";
import { event } from "../lib/test-fixtures.ts";
import { buyerDetailsAtom } from "./buyer.ts";
import { currentStepAtom, ticketQuantitiesAtom } from "./checkout-atoms.ts";
import { configAtom, defaultConfig } from "./config-atoms.ts";
import { eventLoadAtom } from "./event-atoms.ts";
import { paymentReturnAtom } from "./payment-flow-return.ts";
import { resumeEmbeddedCheckout } from "./resume-embedded.ts";
import { resumedAtom } from "./resumed.ts";
import { voucherAtom } from "./voucher.ts";

afterEach(() => vi.unstubAllGlobals());

const GUEST = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  streetname: "Analytical Street 1",
  postcode: "10115",
  city: "Berlin",
  country: "Deutschland",
  country_code: "DE",
  company_name: "",
  vat_number: "",
};
let orders = 0;
/** A kept payment of its own each time: one order is restored once per page. */
const pending = (overrides: Partial<PendingOrder> = {}): PendingOrder => ({
  order_id: `ord_${++orders}`,
  guest_id: "g1",
  event_id: 101,
  quantities: { "1": 2 },
  voucher: null,
  ...overrides,
});

function setup(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      const path = new URL(url).pathname;
      const answer = answers[path] ?? { status: 404, body: { type: "not_found" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  const store = createStore();
  store.set(configAtom, { ...defaultConfig, eventId: "101", apiOrigin: "http://api.test" });
  store.set(eventLoadAtom, { status: "ready", event: event() });
  store.set(currentStepAtom, 1);
  return { store, calls };
}

const verify = (status: string) => ({
  "/api/mollie/verify-order": {
    status: 200,
    body: { status, verified: status !== "canceled", guest: GUEST, order_id: "x" },
  },
});

describe("resumeEmbeddedCheckout", () => {
  it("an unpaid (open) payment brings step 2 back: selection, the server's details with the country named, the note", async () => {
    const { store, calls } = setup(verify("open"));
    const kept = pending();
    await resumeEmbeddedCheckout(store, kept, new AbortController().signal);
    expect(calls).toEqual([
      {
        url: "http://api.test/api/mollie/verify-order",
        body: { order_id: kept.order_id, guest_id: "g1", event_id: 101 },
      },
    ]);
    expect(store.get(currentStepAtom)).toBe(2);
    expect(store.get(ticketQuantitiesAtom)).toEqual({ 1: 2 });
    expect(store.get(buyerDetailsAtom)).toMatchObject({
      firstName: "Ada",
      email: "ada@example.org",
      email_confirmation: "ada@example.org",
      street: "Analytical Street 1",
      postCode: "10115",
      country: "Germany",
    });
    expect(store.get(resumedAtom)).toBe(true);
    // The note goes once the buyer moves on.
    store.set(currentStepAtom, 1);
    expect(store.get(resumedAtom)).toBe(false);
  });

  it("a canceled or failed payment too: the buyer may pay again", async () => {
    for (const status of ["canceled", "failed", "expired"]) {
      const { store } = setup(verify(status));
      await resumeEmbeddedCheckout(store, pending(), new AbortController().signal);
      expect(store.get(currentStepAtom), status).toBe(2);
    }
  });

  it("a paid or settling payment opens step 0 with the hosted return, as if the buyer had come back through it", async () => {
    for (const status of ["paid", "pending", "authorized"]) {
      const { store } = setup(verify(status));
      const kept = pending();
      await resumeEmbeddedCheckout(store, kept, new AbortController().signal);
      expect(store.get(currentStepAtom), status).toBe(0);
      expect(store.get(paymentReturnAtom)).toBe(
        `?payment_provider=mollie&order_id=${kept.order_id}&guest_id=g1&event_id=101`,
      );
      expect(store.get(resumedAtom)).toBe(false);
    }
  });

  it("the voucher code is checked with the server again, never taken with a discount from the host page", async () => {
    const { store, calls } = setup({
      ...verify("open"),
      "/api/check-coupon": { status: 200, body: { valid: true, discount: 20 } },
    });
    await resumeEmbeddedCheckout(store, pending({ voucher: "EARLY20" }), new AbortController().signal);
    await vi.waitFor(() => expect(store.get(voucherAtom)).toMatchObject({ code: "EARLY20", checking: false }));
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(["/api/mollie/verify-order", "/api/check-coupon"]);
  });

  it("does nothing for an unknown order, tickets the event no longer has, another event, a buyer who started again, or an abort", async () => {
    const unknown = setup({});
    await resumeEmbeddedCheckout(unknown.store, pending(), new AbortController().signal);
    expect(unknown.store.get(currentStepAtom)).toBe(1);

    const gone = setup(verify("open"));
    await resumeEmbeddedCheckout(gone.store, pending({ quantities: { "999": 1 } }), new AbortController().signal);
    await resumeEmbeddedCheckout(gone.store, pending({ event_id: 202 }), new AbortController().signal);
    expect(gone.calls).toEqual([]);

    const busy = setup(verify("open"));
    busy.store.set(ticketQuantitiesAtom, { 1: 1 });
    await resumeEmbeddedCheckout(busy.store, pending(), new AbortController().signal);
    expect(busy.store.get(currentStepAtom)).toBe(1);
    expect(busy.store.get(ticketQuantitiesAtom)).toEqual({ 1: 1 });

    const aborted = setup(verify("open"));
    const controller = new AbortController();
    const run = resumeEmbeddedCheckout(aborted.store, pending(), controller.signal);
    controller.abort();
    await run;
    expect(aborted.store.get(currentStepAtom)).toBe(1);
  });

  it("restores one kept payment once", async () => {
    const { store } = setup(verify("open"));
    const kept = pending();
    await resumeEmbeddedCheckout(store, kept, new AbortController().signal);
    store.set(currentStepAtom, 1);
    store.set(ticketQuantitiesAtom, {});
    await resumeEmbeddedCheckout(store, kept, new AbortController().signal);
    expect(store.get(currentStepAtom)).toBe(1);
  });
});
