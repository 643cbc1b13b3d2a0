import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure } from "./http.ts";
import { onReauthChange, settleReauth } from "./reauth.ts";
import { cancelProgressQuery, requestRefund } from "./refunds.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a refund from the app", () => {
  it("waits for the fresh sign-in the server asks for, then asks again with the same body and key", async () => {
    const refund = { id: "rf_1", orderId: "ord_1", state: "succeeded", amount: "22.00", currency: "EUR" };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { error: { code: "reauth_required", message: "Sign in again." } }))
      .mockResolvedValueOnce(json(201, refund));
    vi.stubGlobal("fetch", fetch);
    const opened: boolean[] = [];
    const stop = onReauthChange((open) => {
      opened.push(open);
      if (open) settleReauth(true);
    });
    const answer = await requestRefund(3, "ord_1", { ticketIds: ["t1"], returnToSale: false, idempotencyKey: "k123" });
    stop();
    expect(answer).toEqual(refund);
    expect(opened).toEqual([true, false]);
    expect(fetch).toHaveBeenCalledTimes(2);
    const bodies = fetch.mock.calls.map(([url, init]) => [
      url,
      (init as RequestInit).method,
      (init as RequestInit).body,
    ]);
    const sent = JSON.stringify({ ticketIds: ["t1"], returnToSale: false, idempotencyKey: "k123" });
    expect(bodies).toEqual([
      ["/api/manage/organizers/3/orders/ord_1/refunds", "POST", sent],
      ["/api/manage/organizers/3/orders/ord_1/refunds", "POST", sent],
    ]);
  });

  it("sends nothing more when the person cancels the sign-in", async () => {
    const fetch = vi.fn().mockResolvedValue(json(403, { error: { code: "reauth_required", message: "Sign in." } }));
    vi.stubGlobal("fetch", fetch);
    const stop = onReauthChange((open) => open && settleReauth(false));
    const failure = await requestRefund(3, "ord_1", { returnToSale: true, idempotencyKey: "k456" }).catch(
      (e: unknown) => e,
    );
    stop();
    expect(failure).toBeInstanceOf(Error);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("an event's cancellation progress", () => {
  const run = (org: number, event: number) => new QueryClient().fetchQuery({ ...cancelProgressQuery(org, event) });

  it("is null before the event was canceled, and the job once it was", async () => {
    const job = { id: "cj_1", state: "running", paidOrders: 2, freeOrders: 0, settled: 1, skipped: 0, left: 1 };
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(json(404, { error: { code: "not_canceled", message: "Not canceled." } }))
        .mockResolvedValueOnce(json(200, job)),
    );
    expect(await run(3, 101)).toBeNull();
    expect(await run(3, 101)).toEqual(job);
  });

  it("fails for an event that is not the organizer's (another 404)", async () => {
    vi.stubGlobal("fetch", async () => json(404, { error: { code: "not_found", message: "No such event." } }));
    await expect(run(3, 999)).rejects.toBeInstanceOf(ApiFailure);
  });
});
