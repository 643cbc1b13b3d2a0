import type { AppContext } from "../../context.ts";
import { getEvent, listTickets } from "../../domain/events/event-payload.ts";
import { assertOnSale, resolveLines } from "../../domain/orders/order-rules.ts";
import { payError } from "../../domain/payments/errors.ts";
import { payOther, payPost } from "./pay-handler.ts";
import { stockShortError } from "../../domain/orders/create-pending-order.ts";
import { availableFor, getReservation, insertReservation, reservationBody, setReservationStatus } from "../../domain/reservations/reservations.ts";
import { ReservationSchema } from "../../domain/payments/schemas.ts";

/** POST /api/reservations → 201: the tickets are held for RESERVATION_MINUTES; 409 ticket_stock_error when they are not there. */
export const createReservationRoute = payPost("reservations", null, ReservationSchema, async (ctx, input) => {
  const now = ctx.payments.clock();
  const { db } = ctx;
  const reservation = db
    .transaction(() => {
      const event = getEvent(db, input.event_id);
      if (!event) throw payError(404, "not_found", `No event with id ${input.event_id}.`, "event_id");
      assertOnSale(event, now);
      const lines = resolveLines(listTickets(db, event.id), input.ticketQuantities);
      for (const line of lines) {
        const left = availableFor(db, line.ticket, now, null);
        if (line.quantity > left) throw stockShortError(line, left);
      }
      return insertReservation(db, event.id, lines, now, ctx.payments.config.reservationMinutes);
    })
    .immediate();
  return { status: 201, body: reservationBody(reservation, now) };
});

function load(ctx: AppContext, id: string, now: number) {
  const r = getReservation(ctx.db, id, now);
  if (!r) throw payError(404, "not_found", `No reservation ${id}.`);
  return r;
}

/** GET /api/reservations/:id → its status (expiry applied on read) and the seconds left. */
export const getReservationRoute = payOther(null, async (ctx, { params }) => {
  const now = ctx.payments.clock();
  return { status: 200, body: reservationBody(load(ctx, params[0] ?? "", now), now) };
});

/** DELETE /api/reservations/:id → 204; the held tickets go back on sale. */
export const deleteReservationRoute = payOther(null, async (ctx, { params }) => {
  const r = load(ctx, params[0] ?? "", ctx.payments.clock());
  setReservationStatus(ctx.db, r.id, "released", "held");
  return { status: 204 };
});
