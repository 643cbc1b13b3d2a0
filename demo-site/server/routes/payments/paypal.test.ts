// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { cartBody, demoEnv, post } from "../../testing/payments.ts";
import { row } from "../../testing/sql.ts";

describe.each(testStores)("PayPal sandbox routes on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
  });
  afterAll(() => server.close());

  const status = async (id: string) =>
    (await row<{ status: string }>(server.store, "SELECT status FROM orders WHERE id = ?", id)).status;

  async function order() {
    const res = await post(server.origin, "/api/paypal/order", { cart: cartBody({ selectedPaymentMethod: "paypal" }) });
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(/^[A-Z0-9]{17}$/);
    return res.body as { id: string; internal_order_id: string };
  }
  const capture = (o: { id: string; internal_order_id: string }) =>
    post(server.origin, "/api/paypal/capture", {
      orderId: o.id,
      internalOrderId: o.internal_order_id,
      cart: cartBody(),
    });
  const approve = (o: { id: string }) => post(server.origin, `/sandbox/paypal/orders/${o.id}/approve`, {});

  describe("PayPal (sandbox)", () => {
    it("order → approve → capture: a ticket; capturing again returns the same ticket", async () => {
      const o = await order();
      expect((await approve(o)).body).toMatchObject({ status: "APPROVED" });
      const res = await capture(o);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "paid",
        verified: true,
        ticket: expect.stringContaining("/api/tickets/"),
        guest: { email: "ada@example.com" },
      });
      expect((await capture(o)).body.ticket).toBe(res.body.ticket);
      expect(await status(o.internal_order_id)).toBe("paid");
    });

    it("capture before approval is 402 payment_failed with PayPal's reason, and the order stays open", async () => {
      const o = await order();
      const res = await capture(o);
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({
        type: "payment_failed",
        message: expect.stringContaining("ORDER_NOT_APPROVED"),
      });
      expect(await status(o.internal_order_id)).toBe("pending");
    });

    it("driven capture outcomes: pending (no ticket), then succeed; fail is 402 with the decline message", async () => {
      const o = await order();
      await approve(o);
      await post(server.origin, "/sandbox/control", { target: "paypal.capture", outcome: "pending" });
      expect((await capture(o)).body).toMatchObject({ status: "pending", verified: true, guest: expect.any(Object) });
      expect((await capture(o)).body.status).toBe("pending");
      await post(server.origin, "/sandbox/control", { target: "paypal.capture", outcome: "succeed" });
      expect((await capture(o)).body.status).toBe("paid");
      const declined = await order();
      await approve(declined);
      await post(server.origin, "/sandbox/control", { target: "paypal.capture", outcome: "fail" });
      const res = await capture(declined);
      expect(res.status).toBe(402);
      expect(res.body.message).toContain("INSTRUMENT_DECLINED");
      expect(await status(declined.internal_order_id)).toBe("failed");
    });

    it("cancel: 204, the order is canceled and can no longer be approved", async () => {
      const o = await order();
      const res = await post(server.origin, "/api/paypal/cancel", {
        internalOrderId: o.internal_order_id,
        paypalOrderId: o.id,
      });
      expect(res.status).toBe(204);
      expect(await status(o.internal_order_id)).toBe("canceled");
      expect((await approve(o)).status).toBe(422);
    });

    it("validation and ownership: 400 naming the field, 404 for another order's ids", async () => {
      const noCart = await post(server.origin, "/api/paypal/order", {});
      expect(noCart.body).toMatchObject({ type: "validation_error", field: "cart" });
      const badCart = await post(server.origin, "/api/paypal/order", {
        cart: cartBody({ ticketQuantities: { "10101": -1 } }),
      });
      expect(badCart.body).toMatchObject({ type: "validation_error", field: "cart.ticketQuantities.10101" });
      expect((await post(server.origin, "/api/paypal/capture", { internalOrderId: "ord_x" })).body).toMatchObject({
        type: "validation_error",
        field: "orderId",
      });
      const a = await order();
      const b = await order();
      expect((await capture({ id: a.id, internal_order_id: b.internal_order_id })).status).toBe(404);
    });
  });
});
