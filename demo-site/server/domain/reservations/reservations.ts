import type { ReservationQueries, ReservationRow, StockQueries, Store, TicketRow } from "../../store/index.ts";
import { assertOnSale, resolveLines, stockShortError } from "../orders/order-rules.ts";
import { payError } from "../payments/errors.ts";
import { assertHoldCap } from "../limits/buyer-cap.ts";
import { randomId } from "../random-id.ts";
import { allOf } from "../../store/all-of.ts";

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
 * Holds the tickets for `minutes`, in ONE transaction that locks the ticket rows (StockQueries.lock) before it counts
 * what is left, so two buyers reserving the last tickets at once are counted one after the other. 409
 * ticket_stock_error when they are not there. On PostgreSQL it is two round trips, as a free order: the BEGIN with
 * the reads (the event, its tickets, the rows of the tickets asked for locked in id order and what is left of each
 * in one statement, the client's lock and its open holds), then the hold and its lines (one statement) with the
 * COMMIT. It was nine.
 */
export function reserve(
  store: Store,
  input: { event_id: number; ticketQuantities: Record<string, number> },
  now: number,
  minutes: number,
  client: { key: string; maxHolds: number } | null = null,
): Promise<ReservationRow> {
  return store.transaction(async (tx) => {
    // The rows of the tickets asked for: one that is not the event's, or not a ticket at all, fails the checks below
    // and the transaction rolls back (a lock on a row of another event's ticket changes nothing then).
    const asked = Object.entries(input.ticketQuantities)
      .filter(([id, quantity]) => quantity > 0 && /^[0-9]{1,9}$/.test(id))
      .map(([id]) => Number(id))
      .sort((a, b) => a - b);
    const [event, tickets, , left, capped] = await allOf([
      tx.events.event(input.event_id),
      tx.events.tickets(input.event_id),
      tx.stock.lock(asked),
      tx.stock.leftOf(asked, now, null),
      // Its refusal (429) is answered after the event's and the tickets' own (404, 400, 409), as before.
      client
        ? assertHoldCap(tx, client.key, client.maxHolds, now).then(
            () => null,
            (err: Error) => err,
          )
        : null,
    ]);
    if (!event) throw payError(404, "not_found", `No event with id ${input.event_id}.`, "event_id");
    assertOnSale(event, now);
    const lines = resolveLines(tickets, input.ticketQuantities);
    for (const line of lines) {
      const available = line.ticket.ticket_stock === "unlimited" ? Infinity : (left.get(line.ticket.id) ?? Infinity);
      if (line.quantity > available) throw stockShortError(line, available);
    }
    if (capped) throw capped;
    const [reservation] = await allOf([
      insertReservation(tx, event.id, lines, now, minutes, client?.key ?? null),
      tx.commit(),
    ]);
    return reservation;
  });
}
