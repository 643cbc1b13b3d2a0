import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FreeOrderRequest } from "../lib/orders.ts";
import { freeOrderErrorAtom, freeOrderPendingAtom, orderSuccessAtom, placeFreeOrderAtom } from "./buyer-order.ts";

const order = { event_id: 101, ticketQuantities: { "1": 1 } } as unknown as FreeOrderRequest;
const success = { ticket: "http://x/api/tickets/abc", guest: { firstName: "Ada" }, status: "completed", verified: true };

afterEach(() => vi.unstubAllGlobals());

describe("placeFreeOrderAtom", () => {
  it("sends one request however often it is triggered before the answer", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => { answer = r; }));
    vi.stubGlobal("fetch", fetchMock);
    const store = createStore();
    const first = store.set(placeFreeOrderAtom, { apiOrigin: "http://x", order });
    const second = store.set(placeFreeOrderAtom, { apiOrigin: "http://x", order });
    expect(store.get(freeOrderPendingAtom)).toBe(true);
    answer(new Response(JSON.stringify(success), { status: 201 }));
    expect(await first).toMatchObject({ ticket: success.ticket });
    expect(await second).toMatchObject({ ticket: success.ticket });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get(orderSuccessAtom)?.ticket).toBe(success.ticket);
    expect(store.get(freeOrderPendingAtom)).toBe(false);
  });

  it("maps a stock error to not_enough_tickets and allows a retry", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ type: "ticket_stock_error", error: { code: "ticket_stock_error", message: "x" } }), { status: 409 })));
    const store = createStore();
    expect(await store.set(placeFreeOrderAtom, { apiOrigin: "http://x", order })).toBeNull();
    expect(store.get(freeOrderErrorAtom)).toBe("not_enough_tickets");
    expect(store.get(freeOrderPendingAtom)).toBe(false);
  });
});
