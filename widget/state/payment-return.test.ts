import { describe, expect, it, vi } from "vitest";
import type { PaymentApi } from "../payments/api.ts";
import { PaymentFailure } from "../payments/errors.ts";
import { settlePaymentReturn, verifyHostedReturn } from "./payment-return.ts";

const hosted = { kind: "hosted", orderId: "o1", guestId: "g1", eventId: "101" } as const;
const delays = { firstCheckMs: 10_000, retryMs: 5_000, retries: 3 };

function apiAnswering(...answers: unknown[]) {
  const calls: { path: string; body: unknown }[] = [];
  const api: PaymentApi = {
    get: () => Promise.reject(new Error("unused")),
    post: async <T>(path: string, body: unknown) => {
      calls.push({ path, body });
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return next as T;
    },
  };
  return { api, calls };
}

describe("hosted-checkout return (spec §4)", () => {
  it("checks after 10 s, then every 5 s three more times, then gives the generic error", async () => {
    const { api, calls } = apiAnswering({ verified: false, status: "" });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(verifyHostedReturn(api, hosted, () => {}, delays, sleep)).rejects.toMatchObject({
      key: "generic_error",
    });
    expect(waits).toEqual([10_000, 5_000, 5_000, 5_000]);
    expect(calls).toHaveLength(4);
    expect(calls[0]).toEqual({
      path: "/api/mollie/verify-order",
      body: { order_id: "o1", guest_id: "g1", event_id: 101 },
    });
  });

  it("pending then paid: shows still-processing, then the ticket", async () => {
    const { api } = apiAnswering(
      { verified: true, status: "pending" },
      { verified: true, status: "paid", ticket: "https://t/1", guest: { firstName: "A" } },
    );
    const still = vi.fn();
    const outcome = await verifyHostedReturn(api, hosted, still, delays, async () => {});
    expect(still).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ kind: "paid", ticket: "https://t/1", guest: { firstName: "A" } });
  });

  it("open until the last check ends in the still-processing (pending) state; failed ends at once", async () => {
    expect(
      await verifyHostedReturn(
        apiAnswering({ verified: true, status: "open" }).api,
        hosted,
        () => {},
        delays,
        async () => {},
      ),
    ).toEqual({ kind: "pending", guest: null });
    const failed = apiAnswering({ verified: true, status: "failed" });
    await expect(
      verifyHostedReturn(
        failed.api,
        hosted,
        () => {},
        delays,
        async () => {},
      ),
    ).rejects.toMatchObject({ key: "payment_failed" });
    expect(failed.calls).toHaveLength(1);
  });
});

describe("other return sets", () => {
  it("wallet return with missing parameters: Missing required parameters", async () => {
    const { api, calls } = apiAnswering({});
    await expect(
      settlePaymentReturn(api, { kind: "wallet", token: "t", paymentId: null, payerId: "p" }, () => {}),
    ).rejects.toMatchObject({ key: "missing_required_parameters" });
    expect(calls).toHaveLength(0);
  });

  it("card-intent: succeeded -> ticket, processing -> pending, other -> deferred-payment-failed", async () => {
    const ret = {
      kind: "card-intent",
      paymentIntent: "pi_1",
      clientSecret: "pi_1_secret_x",
      redirectStatus: "succeeded",
    } as const;
    const ok = apiAnswering({ verified: true, status: "succeeded", ticket: "https://t/2", guest: {} });
    expect(await settlePaymentReturn(ok.api, ret, () => {})).toMatchObject({ kind: "paid", ticket: "https://t/2" });
    expect(ok.calls[0]).toEqual({
      path: "/api/stripe/verifyIntent",
      body: { payment_intent: "pi_1", client_secret: "pi_1_secret_x" },
    });
    expect(
      await settlePaymentReturn(apiAnswering({ verified: true, status: "processing" }).api, ret, () => {}),
    ).toEqual({ kind: "pending", guest: null });
    const failed = settlePaymentReturn(
      apiAnswering({ verified: true, status: "requires_payment_method" }).api,
      ret,
      () => {},
    );
    await expect(failed).rejects.toBeInstanceOf(PaymentFailure);
    await expect(failed).rejects.toMatchObject({ key: "local_payment_start_payment_deferred_payment_failed" });
  });
});
