import { describe, expect, it } from "vitest";
import { frameMessage, hostMessage, parseFrameMessage, parseHostMessage, parsePendingOrder } from "./messages.ts";

const PENDING = { order_id: "ord_1", guest_id: "g", event_id: 101, quantities: { "1": 2 }, voucher: "EARLY20" };

describe("bridge messages", () => {
  it("accepts each frame message in shape, with the envelope", () => {
    for (const body of [
      { type: "ready" },
      { type: "resize", height: 640 },
      { type: "navigate", url: "https://www.mollie.com/checkout/x" },
      { type: "navigate", url: "https://www.mollie.com/checkout/x", pending: PENDING },
      { type: "event", name: "ticket-checkout:step", detail: { step: 2 } },
      { type: "return-handled" },
    ] as const) {
      expect(parseFrameMessage(frameMessage(body))).toEqual({ tc: "ticket-checkout", v: 1, ...body });
    }
    expect(parseHostMessage(hostMessage("https://organizer.example/tickets"))).toEqual({
      tc: "ticket-checkout",
      v: 1,
      type: "hello",
      url: "https://organizer.example/tickets",
    });
    expect(parseHostMessage(hostMessage("https://organizer.example/tickets", PENDING))).toMatchObject({
      type: "hello",
      pending: PENDING,
    });
  });

  it("refuses other versions, unknown types, extra keys and fields out of shape", () => {
    const bad: unknown[] = [
      null,
      "navigate",
      { type: "navigate", url: "https://x" }, // no envelope
      { tc: "ticket-checkout", v: 2, type: "ready" },
      { tc: "other", v: 1, type: "ready" },
      { tc: "ticket-checkout", v: 1, type: "close" },
      { tc: "ticket-checkout", v: 1, type: "ready", extra: 1 },
      { tc: "ticket-checkout", v: 1, type: "resize", height: -1 },
      { tc: "ticket-checkout", v: 1, type: "resize", height: 1.5 },
      { tc: "ticket-checkout", v: 1, type: "resize", height: "100" },
      { tc: "ticket-checkout", v: 1, type: "navigate", url: 42 },
      { tc: "ticket-checkout", v: 1, type: "navigate", url: "https://x/" + "a".repeat(5000) },
      { tc: "ticket-checkout", v: 1, type: "event", name: "click", detail: null },
      { tc: "ticket-checkout", v: 1, type: "event", name: "ticket-checkout:Step", detail: null },
      { tc: "ticket-checkout", v: 1, type: "event", name: "ticket-checkout:", detail: null },
    ];
    for (const data of bad) expect(parseFrameMessage(data), JSON.stringify(data)).toBeNull();
    expect(parseHostMessage({ tc: "ticket-checkout", v: 1, type: "hello" })).toBeNull();
    expect(parseHostMessage({ tc: "ticket-checkout", v: 1, type: "hello", url: "x", more: true })).toBeNull();
  });

  it("takes a pending order only in shape: no details, ticket ids and counts within bounds", () => {
    expect(parsePendingOrder(PENDING)).toEqual(PENDING);
    expect(parsePendingOrder({ ...PENDING, voucher: null })).toEqual({ ...PENDING, voucher: null });
    for (const bad of [
      { ...PENDING, email: "ada@example.org" },
      { ...PENDING, order_id: "" },
      { ...PENDING, event_id: 0 },
      { ...PENDING, quantities: {} },
      { ...PENDING, quantities: { x: 1 } },
      { ...PENDING, quantities: { "1": 0 } },
      { ...PENDING, quantities: { "1": 1.5 } },
      { ...PENDING, voucher: { code: "EARLY20", discount: 100 } },
      { ...PENDING, voucher: "" },
    ]) {
      expect(parsePendingOrder(bad), JSON.stringify(bad)).toBeNull();
      expect(
        parseFrameMessage({ tc: "ticket-checkout", v: 1, type: "navigate", url: "https://x", pending: bad }),
      ).toBeNull();
    }
  });
});
