import type { AppContext } from "../../context.ts";
import { payError } from "../../domain/payments/errors.ts";
import { ReservationSchema } from "../../domain/payments/schemas.ts";
import { reservationBody, reserve } from "../../domain/reservations/reservations.ts";
import { payOther, payPost } from "./pay-handler.ts";
import { clientHash } from "../client.ts";

/** POST /api/reservations → 201: the tickets are held for RESERVATION_MINUTES; 409 ticket_stock_error when they are not there. */
export const createReservationRoute = payPost("reservations", null, ReservationSchema, async (ctx, input, { req }) => {
  const now = ctx.clock();
  // At most LIMIT_HOLDS_PER_CLIENT live holds per client (429 rate_limited until the first one ends).
  const client = { key: clientHash(ctx, req), maxHolds: ctx.abuse.config.holdsPerClient };
  const reservation = await reserve(ctx.store, input, now, ctx.payments.config.reservationMinutes, client);
  return { status: 201, body: reservationBody(reservation, now) };
});

async function load(ctx: AppContext, id: string, now: number) {
  const r = await ctx.store.reservations.get(id, now);
  if (!r) throw payError(404, "not_found", `No reservation ${id}.`);
  return r;
}

/** GET /api/reservations/:id → its status (expiry applied on read) and the seconds left. */
export const getReservationRoute = payOther(null, async (ctx, { params }) => {
  const now = ctx.clock();
  return { status: 200, body: reservationBody(await load(ctx, params[0] ?? "", now), now) };
});

/** DELETE /api/reservations/:id → 204; the held tickets go back on sale. */
export const deleteReservationRoute = payOther(null, async (ctx, { params }) => {
  const r = await load(ctx, params[0] ?? "", ctx.clock());
  await ctx.store.reservations.setStatus(r.id, "released", "held");
  return { status: 204 };
});
