import { describe, expect, it } from "vitest";
import { WidgetApiError } from "../api-client.ts";
import { fetchPaymentConfig } from "./config.ts";

const GOOD = {
  mode: "sandbox",
  currency: "EUR",
  card_path: "braintree",
  reservation_minutes: 15,
  stripe: { publishable_key: "pk_test_x" },
  paypal: { client_id: "sb" },
  enabled_paths: ["stripe", "braintree", "paypal", "mollie"],
};
const answer =
  (status: number, body: unknown): typeof fetch =>
  async (input) => {
    const url = input instanceof Request ? input.url : input.toString();
    expect(url).toBe("https://api.test/api/payments/config?event_id=101");
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };

describe("fetchPaymentConfig", () => {
  it("returns the validated config", async () => {
    expect(await fetchPaymentConfig("https://api.test", 101, { fetchImpl: answer(200, GOOD) })).toEqual(GOOD);
  });

  it("names the bad field of a malformed answer", async () => {
    const err = await fetchPaymentConfig("https://api.test", 101, {
      fetchImpl: answer(200, { ...GOOD, card_path: "mollie" }),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WidgetApiError);
    expect((err as WidgetApiError).code).toBe("malformed_response");
    expect((err as WidgetApiError).message).toContain("card_path");
  });

  it("turns an error status into http_error with the server's message", async () => {
    const err = await fetchPaymentConfig("https://api.test", 101, {
      fetchImpl: answer(404, { type: "not_found", message: "no event 101" }),
    }).catch((e: unknown) => e);
    expect((err as WidgetApiError).code).toBe("http_error");
    expect((err as WidgetApiError).status).toBe(404);
    expect((err as WidgetApiError).message).toContain("no event 101");
  });

  it("times out instead of waiting forever", async () => {
    const hang: typeof fetch = (_i, init) =>
      new Promise((_r, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))));
    const err = await fetchPaymentConfig("https://api.test", 101, { fetchImpl: hang, timeoutMs: 20 }).catch(
      (e: unknown) => e,
    );
    expect((err as WidgetApiError).code).toBe("timeout");
  });
});
