// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { cartBody, demoEnv, get, post } from "../../testing/payments.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { row } from "../../testing/sql.ts";

describe.each(testStores)("Reservations on %s", (_store, kind) => {
  // Each test gets a fresh in-memory server and a fake clock it moves by hand.
  let server: RunningServer;
  let now: number;
  const start = Date.parse("2029-06-01T12:00:00Z");
  const minute = 60_000;
  beforeEach(async () => {
    server = await startServerOn(kind, demoEnv);
    now = start;
    server.payments.clock = () => now;
  });
  afterEach(() => server.close());

  const reserve = (event_id: number, ticketQuantities: Record<string, number>) =>
    post(server.origin, "/api/reservations", { event_id, ticketQuantities });
  const status = (id: string) => get(server.origin, `/api/reservations/${id}`);
  const sold = async (id: number) =>
    (await row<{ sold: number }>(server.store, "SELECT sold FROM tickets WHERE id = ?", id)).sold;

  describe("reservations", () => {
    it("holds for 15 minutes: held 1 ms before the end, expired exactly at it (applied on read)", async () => {
      const res = await reserve(101, { "10101": 2 });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        reservation_id: expect.stringMatching(/^res_/),
        status: "held",
        expires_at: new Date(start + 15 * minute).toISOString(),
        seconds_left: 900,
      });
      const id = res.body.reservation_id;
      now = start + 15 * minute - 1;
      expect((await status(id)).body).toMatchObject({ status: "held", seconds_left: 1 });
      now = start + 15 * minute;
      expect((await status(id)).body).toMatchObject({ status: "expired", seconds_left: 0 });
      expect((await get(server.origin, "/api/reservations/res_unknown000")).status).toBe(404);
    });

    it("held tickets count against stock for other reservations, paid and free orders, until released", async () => {
      // event 108: 2 of 50 left
      const mine = await reserve(108, { "10801": 2 });
      expect(mine.status).toBe(201);
      const other = await reserve(108, { "10801": 1 });
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({
        type: "ticket_stock_error",
        field: "ticketQuantities.10801",
        message: expect.stringContaining("0 left"),
      });
      const unreserved = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        cartBody({ event_id: 108, ticketQuantities: { "10801": 1 } }),
      );
      expect(unreserved.body.type).toBe("ticket_stock_error");
      const withHold = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        cartBody({ event_id: 108, ticketQuantities: { "10801": 2 }, reservation_id: mine.body.reservation_id }),
      );
      expect(withHold.status).toBe(200);
      const event = await get(server.origin, "/api/events/108");
      expect(event.body.event_tickets[0]).toMatchObject({ id: 10801, stock_limit: 50, sold: 50 });
      const released = await fetch(`${server.origin}/api/reservations/${mine.body.reservation_id}`, {
        method: "DELETE",
      });
      expect(released.status).toBe(204);
      expect((await status(mine.body.reservation_id)).body.status).toBe("released");
      expect((await get(server.origin, "/api/events/108")).body.event_tickets[0].sold).toBe(48);
      expect((await reserve(108, { "10801": 1 })).status).toBe(201);
    });

    it("free orders respect holds, and get the tickets back once the hold expires", async () => {
      // event 203: free, 10 left
      expect((await reserve(203, { "20301": 9 })).status).toBe(201);
      const refused = await post(
        server.origin,
        "/api/orders/free",
        freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 2 } }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toContain("1 left, 2 requested");
      expect(
        (
          await post(
            server.origin,
            "/api/orders/free",
            freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 1 } }),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await post(
            server.origin,
            "/api/orders/free",
            freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 1 } }),
          )
        ).status,
      ).toBe(409);
      now = start + 15 * minute;
      expect(
        (
          await post(
            server.origin,
            "/api/orders/free",
            freeOrderBody({ event_id: 203, ticketQuantities: { "20301": 4 } }),
          )
        ).status,
      ).toBe(201);
    });

    it("the sweep marks every hold whose time is up as expired, and only those", async () => {
      const a = (await reserve(101, { "10101": 1 })).body.reservation_id;
      now = start + 5 * minute;
      const b = (await reserve(101, { "10101": 1 })).body.reservation_id;
      expect(await server.store.reservations.expireDue(start + 15 * minute)).toBe(1);
      const statusOf = async (id: string) =>
        (await row<{ status: string }>(server.store, "SELECT status FROM reservations WHERE id = ?", id)).status;
      expect([await statusOf(a), await statusOf(b)]).toEqual(["expired", "held"]);
    });

    it("a payment started with an expired reservation is refused with reservation_expired", async () => {
      const id = (await reserve(101, { "10101": 1 })).body.reservation_id;
      now = start + 15 * minute;
      const res = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        cartBody({ ticketQuantities: { "10101": 1 }, reservation_id: id }),
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ type: "reservation_expired", field: "reservation_id" });
    });

    it("validation: 400 naming the field", async () => {
      expect((await reserve(0, { "10101": 1 })).body).toMatchObject({ type: "validation_error", field: "event_id" });
      expect((await reserve(101, { "10101": 1.5 })).body).toMatchObject({
        type: "validation_error",
        field: "ticketQuantities.10101",
      });
      expect((await post(server.origin, "/api/reservations", "{nope")).body).toMatchObject({
        type: "validation_error",
      });
    });
  });

  describe("a payment confirmed after its reservation expired", () => {
    const intentId = (secret: string) => secret.split("_secret_")[0]!;
    async function paidIntent(eventId: number, quantities: Record<string, number>, reservation_id: string) {
      const intent = await post(
        server.origin,
        "/api/stripe/create-payment-intent",
        cartBody({ event_id: eventId, ticketQuantities: quantities, reservation_id }),
      );
      expect(intent.status).toBe(200);
      const secret = intent.body.clientSecret as string;
      await post(server.origin, `/sandbox/stripe/intents/${intentId(secret)}/confirm`, {
        client_secret: secret,
        outcome: "succeeded",
      });
      return {
        secret,
        orderId: intent.body.order_id as string,
        verify: () =>
          post(server.origin, "/api/stripe/verifyIntent", { payment_intent: intentId(secret), client_secret: secret }),
      };
    }

    it("(in time) consumes the reservation: it is no longer held and its tickets are sold", async () => {
      const before = await sold(10101);
      const id = (await reserve(101, { "10101": 1 })).body.reservation_id;
      const payment = await paidIntent(101, { "10101": 1 }, id);
      now = start + 14 * minute;
      expect((await payment.verify()).body.status).toBe("succeeded");
      expect((await status(id)).body).toMatchObject({ status: "consumed", seconds_left: 0 });
      expect(await sold(10101)).toBe(before + 1);
    });

    it("still issues the ticket when stock allows", async () => {
      const id = (await reserve(101, { "10101": 1 })).body.reservation_id;
      const payment = await paidIntent(101, { "10101": 1 }, id);
      now = start + 20 * minute;
      const res = await payment.verify();
      expect(res.body).toMatchObject({ status: "succeeded", ticket: expect.any(String) });
    });

    it("is refunded when the tickets went to someone else meanwhile, and says why", async () => {
      const before = await sold(10801);
      const first = (await reserve(108, { "10801": 2 })).body.reservation_id;
      const late = await paidIntent(108, { "10801": 2 }, first);
      now = start + 15 * minute; // expired: the two tickets are free again
      const second = (await reserve(108, { "10801": 2 })).body.reservation_id;
      const quick = await paidIntent(108, { "10801": 2 }, second);
      expect((await quick.verify()).body.status).toBe("succeeded");
      const res = await late.verify();
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        type: "reservation_expired_refunded",
        status: "refunded",
        message: expect.stringContaining("refunded"),
        guest: { firstName: "Ada" },
      });
      expect(await sold(10801)).toBe(before + 2);
      expect(await row(server.store, "SELECT status, status_reason FROM orders WHERE id = ?", late.orderId)).toEqual({
        status: "refunded",
        status_reason: "reservation_expired",
      });
      expect(
        await row(server.store, "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", late.orderId),
      ).toEqual({ n: 0 });
      const refunded = await row<{ data: string }>(
        server.store,
        "SELECT data FROM sandbox_payments WHERE id = ?",
        intentId(late.secret),
      );
      expect(JSON.parse(refunded.data).refunded).toBe("true");
      expect((await late.verify()).body.type).toBe("reservation_expired_refunded");
    });
  });
});
