import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createReservation,
  crossedAnnouncement,
  formatTimeLeft,
  ReservationError,
  selectionKey,
} from "./reservation.ts";

afterEach(() => vi.unstubAllGlobals());

function serve(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

describe("reservation calls", () => {
  it("POSTs the event and quantities and returns the hold", async () => {
    const calls = serve(201, { reservation_id: "r1", expires_at: "2030-01-01T00:15:00Z", seconds_left: 900 });
    const held = await createReservation("https://api.test", { event_id: 101, ticketQuantities: { "10101": 2 } });
    expect(held.reservation_id).toBe("r1");
    expect(calls[0]!.url).toBe("https://api.test/api/reservations");
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ event_id: 101, ticketQuantities: { "10101": 2 } });
  });

  it("turns a 409 ticket_stock_error into that code", async () => {
    serve(409, { type: "ticket_stock_error", message: "Only 1 left" });
    const err = await createReservation("https://api.test", { event_id: 101, ticketQuantities: { "1": 5 } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ReservationError);
    expect((err as ReservationError).code).toBe("ticket_stock_error");
    expect((err as ReservationError).status).toBe(409);
  });

  it("any other failure or a malformed answer is 'failed' with the server's message", async () => {
    serve(500, { type: "server_error", message: "db down" });
    const err = await createReservation("https://api.test", { event_id: 1, ticketQuantities: {} }).catch(
      (e: unknown) => e,
    );
    expect((err as ReservationError).code).toBe("failed");
    expect((err as ReservationError).message).toBe("db down");
    serve(201, { id: "x" });
    expect(
      (
        (await createReservation("https://api.test", { event_id: 1, ticketQuantities: {} }).catch(
          (e: unknown) => e,
        )) as ReservationError
      ).code,
    ).toBe("failed");
  });
});

describe("selectionKey", () => {
  it("is the same for the same selection in any order and ignores zero quantities", () => {
    expect(selectionKey({ event_id: 1, ticketQuantities: { b: 1, a: 2, c: 0 } })).toBe(
      selectionKey({ event_id: 1, ticketQuantities: { a: 2, b: 1 } }),
    );
    expect(selectionKey({ event_id: 1, ticketQuantities: { a: 2 } })).not.toBe(
      selectionKey({ event_id: 1, ticketQuantities: { a: 3 } }),
    );
    expect(selectionKey({ event_id: 1, ticketQuantities: { a: 2 } })).not.toBe(
      selectionKey({ event_id: 2, ticketQuantities: { a: 2 } }),
    );
  });
});

describe("countdown text and announcements", () => {
  it("formats mm:ss, rounding up partial seconds and never below zero", () => {
    expect(formatTimeLeft(900)).toBe("15:00");
    expect(formatTimeLeft(59.2)).toBe("01:00");
    expect(formatTimeLeft(61)).toBe("01:01");
    expect(formatTimeLeft(5)).toBe("00:05");
    expect(formatTimeLeft(-3)).toBe("00:00");
  });

  it("announces only when 5 and 1 minutes are crossed", () => {
    expect(crossedAnnouncement(301, 300)).toBe(300);
    expect(crossedAnnouncement(300, 299)).toBeNull();
    expect(crossedAnnouncement(61, 60)).toBe(60);
    expect(crossedAnnouncement(900, 899)).toBeNull();
    expect(crossedAnnouncement(320, 200)).toBe(300); // a throttled tab jumped past it
    expect(crossedAnnouncement(400, 30)).toBe(60); // both crossed: the latest one counts
    expect(crossedAnnouncement(61, 0)).toBeNull(); // expiry speaks for itself
  });
});
