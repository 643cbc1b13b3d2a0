import { describe, expect, it } from "vitest";
import { frameMessage, hostMessage, parseFrameMessage, parseHostMessage } from "./messages.ts";

describe("bridge messages", () => {
  it("accepts each frame message in shape, with the envelope", () => {
    for (const body of [
      { type: "ready" },
      { type: "resize", height: 640 },
      { type: "navigate", url: "https://www.mollie.com/checkout/x" },
      { type: "event", name: "ticket-checkout:step", detail: { step: 2 } },
      { type: "return-handled" },
    ] as const) {
      expect(parseFrameMessage(frameMessage(body))).toEqual({ tc: "ticket-checkout", v: 1, ...body });
    }
    expect(parseHostMessage(hostMessage("https://organizer.example/tickets"))).toMatchObject({ type: "hello" });
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
});
