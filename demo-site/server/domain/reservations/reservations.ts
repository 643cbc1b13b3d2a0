import type { ReservationQueries, ReservationRow, StockQueries, Store, TicketRow } from "../../store/index.ts";
import { assertOnSale, resolveLines, stockShortError } from "../orders/order-rules.ts";
import { payError } from "../payments/errors.ts";
import { assertHoldCap } from "../limits/buyer-cap.ts";
import { randomId } from "../random-id.ts";

export type { ReservationRow, ReservationStatus } from "../../store/index.ts";

/** Tickets left for sale: stock minus sold minus held by other live reservations; Infinity when unlimited. */
export async function availableFor(
  store: { stock: StockQueries },
  ticket: TicketRow,
  now: number,
  exceptReservation: string | null,
): Promise<number> {
  if (ticket.ticket_stock === "unlimited") return Infinity;
  return (await store.stock.left(ticket.id, now, exceptReservation)) ?? Infinity;
}

export function isLive(r: ReservationRow | undefined, now: number): boolean {
  return r !== undefined && r.status === "held" && r.expires_at > now;
}

/** Inserts a held reservation; the caller has locked the tickets and checked stock in the same transaction. */
export async function insertReservation(
  store: { reservations: ReservationQueries },
  eventId: number,
  lines: readonly { ticket: { id: number }; quantity: number }[],
  now: number,
  minutes: number,
  clientKey: string | null = null,
): Promise<ReservationRow> {
  const row: ReservationRow = {
    id: `res_${randomId(12)}`,
    event_id: eventId,
    status: "held",
    expires_at: now + Math.round(minutes * 60_000),
    created_at: now,
    client_key: clientKey,
  };
  await store.reservations.insert(
    row,
    lines.map((l) => ({ ticket_id: l.ticket.id, quantity: l.quantity })),
  );
  return row;
}

/** `{ reservation_id, status, expires_at, seconds_left }` (README "Payment API"). */
export function reservationBody(r: ReservationRow, now: number) {
  return {
    reservation_id: r.id,
    status: r.status,
    expires_at: new Date(r.expires_at).toISOString(),
    seconds_left: r.status === "held" ? Math.max(0, Math.ceil((r.expires_at - now) / 1000)) : 0,
  };
}

/**
 * Holds the tickets for `minutes`, in ONE transaction that first locks the ticket rows (StockQueries.lock), so two
 * buyers reserving the last tickets at once are counted one after the other. 409 ticket_stock_error when they are
 * not there.
 */
export function reserve(
  store: Store,
  input: { event_id: number; ticketQuantities: Record<string, number> },
  now: number,
  minutes: number,
  client: { key: string; maxHolds: number } | null = null,
): Promise<ReservationRow> {
  return store.transaction(async (tx) => {
    const event = await tx.events.event(input.event_id);
    if (!event) throw payError(404, "not_found", `No event with id ${input.event_id}.`, "event_id");
    assertOnSale(event, now);
    const lines = resolveLines(await tx.events.tickets(event.id), input.ticketQuantities);
    await tx.stock.lock(lines.map((l) => l.ticket.id));
    for (const line of lines) {
      const left = await availableFor(tx, line.ticket, now, null);
      if (line.quantity > left) throw stockShortError(line, left);
    }
    if (client) await assertHoldCap(tx, client.key, client.maxHolds, now);
    return insertReservation(tx, event.id, lines, now, minutes, client?.key ?? null);
  });
}
