// @vitest-environment node
// Our signatures, checked by the Standard Webhooks reference library a receiver would use.
import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { newSecret, webhookHeaders } from "./signature.ts";

const body = JSON.stringify({ type: "order.paid", timestamp: "2029-06-01T12:00:00.000Z", data: { orderId: "o1" } });

describe("webhook signatures", () => {
  it("verify with standardwebhooks, and fail on a changed body or another secret", () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = webhookHeaders(
      { secret, previous_secret: null, previous_secret_until: null },
      "msg_1",
      Date.now(),
      body,
    );
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ data: { orderId: "o1" } });
    expect(() => new Webhook(secret).verify(body.replace("o1", "o2"), headers)).toThrow();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
  });

  it("during a rotation carry a signature with each secret, so receivers on either verify; after it, only the new", () => {
    const [old, current] = [newSecret(), newSecret()];
    const now = Date.now();
    const during = webhookHeaders(
      { secret: current, previous_secret: old, previous_secret_until: now + 1000 },
      "msg_2",
      now,
      body,
    );
    expect(during["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(old).verify(body, during)).not.toThrow();
    expect(() => new Webhook(current).verify(body, during)).not.toThrow();
    const after = webhookHeaders(
      { secret: current, previous_secret: old, previous_secret_until: now - 1 },
      "msg_2",
      now,
      body,
    );
    expect(() => new Webhook(old).verify(body, after)).toThrow();
    expect(() => new Webhook(current).verify(body, after)).not.toThrow();
  });

  it("are refused by the library when the timestamp is older than its tolerance (a replay)", () => {
    const secret = newSecret();
    const stale = webhookHeaders(
      { secret, previous_secret: null, previous_secret_until: null },
      "msg_3",
      Date.now() - 10 * 60_000,
      body,
    );
    expect(() => new Webhook(secret).verify(body, stale)).toThrow(/timestamp/i);
  });
});
