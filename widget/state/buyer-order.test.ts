import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FreeOrderRequest } from "../lib/orders.ts";
import { emptyBuyerDetails } from "../lib/validation.ts";
import {
  freeOrderErrorAtom,
  freeOrderPendingAtom,
  guestToBuyerDetails,
  orderSuccessAtom,
  placeFreeOrderAtom,
} from "./buyer-order.ts";

const order = { event_id: 101, ticketQuantities: { "1": 1 } } as unknown as FreeOrderRequest;
const success = {
  ticket: "http://x/api/tickets/abc",
  guest: { firstName: "Ada" },
  status: "completed",
  verified: true,
};

afterEach(() => vi.unstubAllGlobals());

describe("placeFreeOrderAtom", () => {
  it("sends one request however often it is triggered before the answer", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((r) => {
          answer = r;
        }),
    );
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
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ type: "ticket_stock_error", error: { code: "ticket_stock_error", message: "x" } }),
            { status: 409 },
          ),
      ),
    );
    const store = createStore();
    expect(await store.set(placeFreeOrderAtom, { apiOrigin: "http://x", order })).toBeNull();
    expect(store.get(freeOrderErrorAtom)).toBe("not_enough_tickets");
    expect(store.get(freeOrderPendingAtom)).toBe(false);
  });
});

describe("guestToBuyerDetails (spec §4: success copies the guest into the buyer details)", () => {
  it("maps the server's field names onto the form and keeps what the server left empty", () => {
    const typed = {
      ...emptyBuyerDetails("Germany"),
      firstName: "ada",
      email: "old@example.org",
      email_confirmation: "old@example.org",
      companyName: "Typed Ltd",
    };
    const guest = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      streetname: "Analytical Street 1",
      postcode: "10115",
      city: "Berlin",
      country: "Netherlands",
      company_name: "",
      vat_number: "NL123",
    };
    expect(guestToBuyerDetails(guest, typed)).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      email_confirmation: "ada@example.org",
      street: "Analytical Street 1",
      postCode: "10115",
      city: "Berlin",
      country: "Netherlands",
      companyName: "Typed Ltd",
      vatNumber: "NL123",
    });
  });
});
