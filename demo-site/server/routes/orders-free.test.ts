// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { freeOrderBody, postJson } from "../testing/requests.ts";
import { row, run } from "../testing/sql.ts";

describe.each(testStores)("POST /api/orders/free on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind);
  });
  afterAll(() => server.close());

  const order = (body: unknown) => postJson(server.origin, "/api/orders/free", body);
  const sold = async (ticketId: number) =>
    (await row<{ sold: number }>(server.store, "SELECT sold FROM tickets WHERE id = ?", ticketId)).sold;
  const count = async (table: string) =>
    Number((await row<{ n: number }>(server.store, `SELECT COUNT(*) AS n FROM ${table}`)).n);
  const guestUsed = async (token: string) =>
    (await row<{ used: number }>(server.store, "SELECT used FROM guest_list WHERE token = ?", token)).used;
  const customer = freeOrderBody().customer;

  describe("POST /api/orders/free — accepted orders", () => {
    it("creates a free-ticket order: 201 with the spec's success response, stock taken, one issued ticket per admission", async () => {
      const before = await sold(20101);
      const res = await order(freeOrderBody({ ticketQuantities: { "20101": 3 } }));
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toEqual({
        ticket: expect.stringMatching(new RegExp(`^${server.origin}/api/tickets/[A-Za-z0-9_-]{32}$`)),
        guest: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          streetname: "Main Street 1",
          postcode: "10115",
          city: "Berlin",
          country: "Germany",
          company_name: "",
          vat_number: "",
        },
        status: "completed",
        verified: true,
        order_id: expect.stringMatching(/^ord_/),
        guest_id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      });
      expect(await sold(20101)).toBe(before + 3);
      const issued = await row<{ n: number }>(
        server.store,
        "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?",
        body.order_id,
      );
      expect(issued.n).toBe(3);
    });

    it("a 100 % voucher makes a paid order free; the client's amounts are ignored either way", async () => {
      const res = await order(
        freeOrderBody({
          event_id: 101,
          ticketQuantities: { "10101": 2, "10102": 1 },
          voucherCode: " free100 ",
          amount: "999.00",
        }),
      );
      expect(res.status).toBe(201);
      const stored = await row(
        server.store,
        "SELECT voucher_code, price_before_discount, final_price_paid FROM orders WHERE id = ?",
        (await res.json()).order_id,
      );
      expect(stored).toEqual({ voucher_code: "FREE100", price_before_discount: "139.00", final_price_paid: "0.00" });
    });

    it("a guest-list token gives exactly one ticket of its type, free whatever its price, and is then used up", async () => {
      const body = freeOrderBody({
        event_id: 202,
        ticketQuantities: { "20201": 1 },
        guestListToken: "guest-202-unused",
        selectedPaymentMethod: "guest_list",
      });
      const first = await order(body);
      expect(first.status).toBe(201);
      expect(await guestUsed("guest-202-unused")).toBe(1);
      const again = await order(body);
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe("guest_list_token_used");
      const lookup = await fetch(server.origin + "/api/events/202/guest-list/guest-202-unused");
      expect((await lookup.json()).used).toBe(true);
    });

    it("ignores quantities of 0 next to real ones", async () => {
      const res = await order(
        freeOrderBody({ event_id: 101, ticketQuantities: { "10101": 1, "10103": 0 }, voucherCode: "FREE100" }),
      );
      expect(res.status).toBe(201);
    });
  });

  describe("POST /api/orders/free — refused orders change nothing", () => {
    const paid = { event_id: 101, ticketQuantities: { "10101": 1 } };
    const guest = (extra: Record<string, unknown>) => ({
      event_id: 202,
      ticketQuantities: { "20201": 1 },
      guestListToken: "guest-202-unused",
      selectedPaymentMethod: "guest_list",
      ...extra,
    });
    const cases: [string, unknown, number, string, string | undefined][] = [
      ["not JSON", "{oops", 400, "invalid_json", undefined],
      ["an empty body", "", 400, "invalid_json", undefined],
      ["a JSON string", '"order"', 400, "invalid_request", undefined],
      ["an event id that is a word", freeOrderBody({ event_id: "abc" }), 400, "invalid_request", "event_id"],
      ["an unknown event", freeOrderBody({ event_id: 999 }), 404, "event_not_found", "event_id"],
      [
        "a negative quantity",
        freeOrderBody({ ticketQuantities: { "20101": -1 } }),
        400,
        "invalid_request",
        "ticketQuantities.20101",
      ],
      [
        "a fractional quantity",
        freeOrderBody({ ticketQuantities: { "20101": 1.5 } }),
        400,
        "invalid_request",
        "ticketQuantities.20101",
      ],
      [
        "a quantity as a string",
        freeOrderBody({ ticketQuantities: { "20101": "2" } }),
        400,
        "invalid_request",
        "ticketQuantities.20101",
      ],
      [
        "a ticket id that is a word",
        freeOrderBody({ ticketQuantities: { abc: 1 } }),
        400,
        "invalid_request",
        "ticketQuantities.abc",
      ],
      [
        "ticketQuantities as a list",
        freeOrderBody({ ticketQuantities: [1] }),
        400,
        "invalid_request",
        "ticketQuantities.0",
      ],
      [
        "a ticket of another event",
        freeOrderBody({ ticketQuantities: { "10101": 1 } }),
        400,
        "unknown_ticket",
        "ticketQuantities.10101",
      ],
      [
        "a ticket that does not exist",
        freeOrderBody({ ticketQuantities: { "99999": 1 } }),
        400,
        "unknown_ticket",
        "ticketQuantities.99999",
      ],
      [
        "a hidden ticket",
        freeOrderBody({ event_id: 110, ticketQuantities: { "11002": 1 } }),
        400,
        "ticket_not_available",
        "ticketQuantities.11002",
      ],
      [
        "a quantity over the purchase limit",
        freeOrderBody({ ticketQuantities: { "20101": 5 } }),
        400,
        "quantity_over_limit",
        "ticketQuantities.20101",
      ],
      ["an empty order", freeOrderBody({ ticketQuantities: {} }), 400, "empty_order", "ticketQuantities"],
      [
        "only zero quantities",
        freeOrderBody({ ticketQuantities: { "20101": 0 } }),
        400,
        "empty_order",
        "ticketQuantities",
      ],
      ["a paid order", freeOrderBody(paid), 400, "order_not_free", undefined],
      [
        "a paid order with a partial voucher",
        freeOrderBody({ ...paid, voucherCode: "EARLY20" }),
        400,
        "order_not_free",
        undefined,
      ],
      [
        "a voucher of another event",
        freeOrderBody({ ...paid, voucherCode: "OWL10" }),
        400,
        "voucher_invalid",
        "voucherCode",
      ],
      [
        "an unknown voucher",
        freeOrderBody({ ...paid, voucherCode: "FREE1000" }),
        400,
        "voucher_invalid",
        "voucherCode",
      ],
      ["a numeric voucher", freeOrderBody({ ...paid, voucherCode: 100 }), 400, "invalid_request", "voucherCode"],
      ["no customer", freeOrderBody({ customer: undefined }), 400, "invalid_request", "customer"],
      [
        "no email",
        freeOrderBody({ customer: { ...customer, email: undefined } }),
        400,
        "invalid_request",
        "customer.email",
      ],
      [
        "a malformed email",
        freeOrderBody({ customer: { ...customer, email: "ada at example" } }),
        400,
        "invalid_request",
        "customer.email",
      ],
      [
        "a blank first name",
        freeOrderBody({ customer: { ...customer, firstName: "  " } }),
        400,
        "invalid_request",
        "customer.firstName",
      ],
      [
        "a numeric city",
        freeOrderBody({ customer: { ...customer, city: 5 } }),
        400,
        "invalid_request",
        "customer.city",
      ],
      [
        "a paid payment method",
        freeOrderBody({ selectedPaymentMethod: "card" }),
        400,
        "invalid_request",
        "selectedPaymentMethod",
      ],
      [
        "guest_list without a token",
        freeOrderBody({ selectedPaymentMethod: "guest_list" }),
        400,
        "invalid_request",
        "selectedPaymentMethod",
      ],
      [
        "a token with free_ticket",
        freeOrderBody(guest({ selectedPaymentMethod: "free_ticket" })),
        400,
        "invalid_request",
        "selectedPaymentMethod",
      ],
      [
        "a guest-list token of another event",
        freeOrderBody(guest({ event_id: 201, ticketQuantities: { "20101": 1 } })),
        400,
        "guest_list_token_invalid",
        "guestListToken",
      ],
      [
        "an unknown guest-list token",
        freeOrderBody(guest({ guestListToken: "made-up-token" })),
        400,
        "guest_list_token_invalid",
        "guestListToken",
      ],
      [
        "a used guest-list token",
        freeOrderBody(guest({ guestListToken: "guest-202-used" })),
        409,
        "guest_list_token_used",
        "guestListToken",
      ],
      [
        "two tickets on a guest-list token",
        freeOrderBody(guest({ ticketQuantities: { "20201": 2 } })),
        400,
        "guest_list_quantity",
        "ticketQuantities",
      ],
      [
        "a guest-list token with a voucher",
        freeOrderBody(guest({ voucherCode: "OWL10" })),
        400,
        "invalid_request",
        "voucherCode",
      ],
      [
        "a sold-out event",
        freeOrderBody({ event_id: 102, ticketQuantities: { "10201": 1 }, voucherCode: null }),
        409,
        "event_not_on_sale",
        undefined,
      ],
      [
        "an ended event",
        freeOrderBody({ event_id: 104, ticketQuantities: { "10401": 1 } }),
        409,
        "event_not_on_sale",
        undefined,
      ],
      [
        "a presale that has not started",
        freeOrderBody({ event_id: 105, ticketQuantities: { "10501": 1 } }),
        409,
        "event_not_on_sale",
        undefined,
      ],
    ];

    it.each(cases)("refuses %s", async (_name, body, status, code, field) => {
      // a fresh unused token for the guest cases, so "used" is only ever what the case itself says
      await run(server.store, "UPDATE guest_list SET used = 0, used_by_order = NULL WHERE token = 'guest-202-unused'");
      const before = {
        orders: await count("orders"),
        lines: await count("order_lines"),
        issued: await count("issued_tickets"),
        sold: await sold(20101),
        sold101: await sold(10101),
      };
      const res = await order(body);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.error.code).toBe(code);
      expect(json.error.field).toBe(field);
      expect(json.error.message).toMatch(/\w{3,}/);
      expect({
        orders: await count("orders"),
        lines: await count("order_lines"),
        issued: await count("issued_tickets"),
        sold: await sold(20101),
        sold101: await sold(10101),
      }).toEqual(before);
      expect(await guestUsed("guest-202-unused")).toBe(0);
    });

    it("refuses more tickets than are left with 409 ticket_stock_error, and sells the rest", async () => {
      const left = 10; // event 203: 500 places, 490 sold
      const tooMany = await order(freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 1 } }));
      expect(tooMany.status).toBe(201);
      const rest = await order(freeOrderBody({ event_id: 203, ticketQuantities: { "20301": left - 1 } }));
      expect(rest.status).toBe(201);
      const none = await order(freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 1 } }));
      expect(none.status).toBe(409);
      const body = await none.json();
      expect(body.type).toBe("ticket_stock_error");
      expect(body.error).toMatchObject({ code: "ticket_stock_error", field: "ticketQuantities.20301" });
      expect(body.error.message).toContain("0 left");
      expect(await sold(20301)).toBe(500);
    });

    it("refuses a body over 64 KiB with 413", async () => {
      const res = await order(freeOrderBody({ customer: { ...customer, companyName: "x".repeat(70_000) } }));
      expect(res.status).toBe(413);
    });
  });
});
