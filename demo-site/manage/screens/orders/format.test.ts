import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../../api/orders.ts";
import type { Refund } from "../../api/refunds.ts";
import { actorText, money, statusText } from "./format.ts";
import { refundable } from "./RefundDialog.tsx";

// A translator that knows every key and answers it with its values, so the tests see which text was picked with what.
const t = (key: string, values?: Record<string, unknown>) => `<${key}>${values ? JSON.stringify(values) : ""}`;

const refund = (state: Refund["state"], amount: string) => ({ state, amount }) as Refund;

describe("the order screens' wording", () => {
  it("calls a canceled order whose hold ran out expired, and keeps any other status", () => {
    expect(statusText(t, { status: "canceled", statusReason: "expired: hold ran out" })).toBe(
      "<orders.status.expired>",
    );
    expect(statusText(t, { status: "canceled", statusReason: "buyer canceled" })).toBe("<orders.status.canceled>");
    expect(statusText(t, { status: "paid" })).toBe("<orders.status.paid>");
  });

  it("names a webhook by its provider and event id, a member by their name", () => {
    expect(actorText(t, { kind: "webhook", provider: "stripe", eventId: "evt_1" })).toBe(
      '<orders.actor.webhook>{"provider":"Stripe","id":"evt_1"}',
    );
    expect(actorText(t, { kind: "member", userId: 4, label: "Grace Hopper" })).toBe("Grace Hopper");
    expect(actorText(t, { kind: "sweep" })).toBe("<orders.actor.sweep>");
  });

  it("shows money in the order's currency and the person's language", () => {
    expect(money("47.20", "EUR", "de")).toBe("47,20\u00a0€");
    expect(money("5", "USD", "en")).toBe("$5.00");
  });
});

describe("what is left to refund", () => {
  it("is what was paid less every refund the provider has not failed or canceled", () => {
    const order = {
      total: "47.20",
      refunds: [refund("succeeded", "23.60"), refund("pending", "10.00"), refund("failed", "47.20")],
    } as OrderDetail;
    expect(refundable(order)).toBe(13.6);
    expect(refundable({ ...order, refunds: [refund("succeeded", "47.20")] })).toBe(0);
  });
});
