import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attachGa4 } from "./ga4-ecommerce.ts";
import { dispatchHostEvent, type HostCart } from "./host-events.ts";

const cart = (items: [number, number][], total: string): HostCart => ({
  currency: "EUR",
  items: items.map(([id, quantity]) => ({
    id,
    name: id === 1 ? "Standard" : "VIP",
    price: id === 1 ? "25.00" : "80.00",
    quantity,
  })),
  quantity: items.reduce((s, [, q]) => s + q, 0),
  total,
});

describe("attachGa4", () => {
  it("maps the host events to GA4 ecommerce pushes, each after { ecommerce: null }, until stopped", () => {
    const target = new EventTarget();
    const layer: unknown[] = [];
    const stop = attachGa4(target, () => layer);
    const tickets = [
      { id: 1, name: "Standard", price: "25.00" },
      { id: 2, name: "VIP", price: "80.00" },
    ];
    dispatchHostEvent(target, {
      name: "ready",
      detail: { eventId: 101, eventName: "Open Air", currency: "EUR", language: "en", step: 1, tickets },
    });
    dispatchHostEvent(target, { name: "tickets-changed", detail: { eventId: 101, ...cart([[1, 2]], "53.50") } });
    dispatchHostEvent(target, {
      name: "tickets-changed",
      detail: {
        eventId: 101,
        ...cart(
          [
            [1, 1],
            [2, 1],
          ],
          "110.75",
        ),
      },
    });
    dispatchHostEvent(target, { name: "step", detail: { eventId: 101, step: 2, name: "details", previous: 1 } });
    dispatchHostEvent(target, {
      name: "payment-started",
      detail: {
        eventId: 101,
        ...cart(
          [
            [1, 1],
            [2, 1],
          ],
          "110.75",
        ),
        method: "ideal",
        attempt: 0,
      },
    });
    dispatchHostEvent(target, {
      name: "error",
      detail: { eventId: 101, source: "payment", code: "payment_failed", step: 4 },
    });
    dispatchHostEvent(target, {
      name: "complete",
      detail: {
        eventId: 101,
        ...cart(
          [
            [1, 1],
            [2, 1],
          ],
          "110.75",
        ),
        orderId: "ord_7",
        method: "ideal",
        free: false,
        voucher: "EARLY20",
      },
    });
    const pushes = layer.filter((_, i) => i % 2 === 1);
    expect(layer.filter((_, i) => i % 2 === 0)).toEqual(Array(pushes.length).fill({ ecommerce: null }));
    const items = [
      { item_id: "1", item_name: "Standard", price: 25, quantity: 1 },
      { item_id: "2", item_name: "VIP", price: 80, quantity: 1 },
    ];
    expect(pushes).toEqual([
      {
        event: "view_item_list",
        ecommerce: { currency: "EUR", item_list_id: "101", item_list_name: "Open Air", items },
      },
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "EUR",
          value: 50,
          items: [{ item_id: "1", item_name: "Standard", price: 25, quantity: 2 }],
        },
      },
      { event: "add_to_cart", ecommerce: { currency: "EUR", value: 80, items: [items[1]] } },
      { event: "remove_from_cart", ecommerce: { currency: "EUR", value: 25, items: [items[0]] } },
      { event: "begin_checkout", ecommerce: { currency: "EUR", value: 110.75, items } },
      { event: "add_payment_info", ecommerce: { currency: "EUR", value: 110.75, payment_type: "ideal", items } },
      {
        event: "purchase",
        ecommerce: { currency: "EUR", value: 110.75, transaction_id: "ord_7", coupon: "EARLY20", items },
      },
    ]);
    stop();
    dispatchHostEvent(target, { name: "step", detail: { eventId: 101, step: 2, name: "details", previous: 1 } });
    expect(layer).toHaveLength(pushes.length * 2);
  });
});

describe("widget bundle", () => {
  // Needs a build (npm test builds first; alone: node scripts/build-part.mjs widget).
  const dir = join(import.meta.dirname, "../../dist/widget");
  it.skipIf(!existsSync(join(dir, "manifest.json")))(
    "step-1 code has neither the GA4 mapping nor the host-event wiring",
    () => {
      const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as {
        initial: string[];
        files: string[];
      };
      const read = (files: string[]) => files.map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
      const initial = read(manifest.initial);
      const all = read(manifest.files);
      for (const marker of ["view_item_list", "dataLayer", "payment-started"]) {
        expect(initial.includes(marker), marker).toBe(false);
        expect(all.includes(marker), marker).toBe(true);
      }
    },
  );
});
