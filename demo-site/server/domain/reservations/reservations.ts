import { randomBytes } from "node:crypto";
import type { Db } from "../../store/sqlite/open.ts";
import type { TicketRow } from "../events/event-payload.ts";
import type { OrderLine } from "../orders/order-rules.ts";

export type ReservationStatus = "held" | "expired" | "consumed" | "released";

export interface ReservationRow {
  id: string;
  event_id: number;
  status: ReservationStatus;
  expires_at: number;
  created_at: number;
}

/**
 * SQL for the quantity of ticket `tickets.id` held by live reservations other than one; parameters: now,
 * the reservation to leave out (or null). A hold whose time is up counts for nothing even before the sweep
 * marks it expired, so expiry never waits on the timer.
 */
export const heldByOthersSql = `(SELECT COALESCE(SUM(rl.quantity), 0) FROM reservation_lines rl JOIN reservations r ON r.id = rl.reservation_id
  WHERE rl.ticket_id = tickets.id AND r.status = 'held' AND r.expires_at > ? AND r.id IS NOT ?)`;

/** Tickets left for sale: stock minus sold minus held by others; Infinity when unlimited. */
export function availableFor(db: Db, ticket: TicketRow, now: number, exceptReservation: string | null): number {
  if (ticket.ticket_stock === "unlimited") return Infinity;
  const row = db.prepare(`SELECT stock_limit - sold - ${heldByOthersSql} AS left FROM tickets WHERE id = ?`).get(now, exceptReservation, ticket.id) as { left: number | null };
  return Math.max(0, row.left ?? 0);
}

/** Marks every held reservation whose time is up as expired; returns how many. */
export function expireReservations(db: Db, now: number): number {
  return db.prepare("UPDATE reservations SET status = 'expired' WHERE status = 'held' AND expires_at <= ?").run(now).changes;
}

/** The reservation with expiry applied first (lazily, on read). */
export function getReservation(db: Db, id: string, now: number): ReservationRow | undefined {
  db.prepare("UPDATE reservations SET status = 'expired' WHERE id = ? AND status = 'held' AND expires_at <= ?").run(id, now);
  return db.prepare("SELECT * FROM reservations WHERE id = ?").get(id) as ReservationRow | undefined;
}

export function isLive(r: ReservationRow | undefined, now: number): boolean {
  return r !== undefined && r.status === "held" && r.expires_at > now;
}

/** Inserts a held reservation; the caller has checked stock inside the same immediate transaction. */
export function insertReservation(db: Db, eventId: number, lines: readonly OrderLine[], now: number, minutes: number): ReservationRow {
  const row: ReservationRow = { id: `res_${randomBytes(12).toString("base64url")}`, event_id: eventId, status: "held", expires_at: now + Math.round(minutes * 60_000), created_at: now };
  db.prepare("INSERT INTO reservations (id, event_id, status, expires_at, created_at) VALUES (?, ?, ?, ?, ?)").run(row.id, row.event_id, row.status, row.expires_at, row.created_at);
  const line = db.prepare("INSERT INTO reservation_lines (reservation_id, ticket_id, quantity) VALUES (?, ?, ?)");
  for (const l of lines) line.run(row.id, l.ticket.id, l.quantity);
  return row;
}

export function setReservationStatus(db: Db, id: string, to: ReservationStatus, from: ReservationStatus): boolean {
  return db.prepare("UPDATE reservations SET status = ? WHERE id = ? AND status = ?").run(to, id, from).changes === 1;
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

/** Quantities held by live reservations per ticket of an event. */
export function heldForEvent(db: Db, eventId: number, now: number): Map<number, number> {
  const rows = db
    .prepare(`SELECT rl.ticket_id, SUM(rl.quantity) AS held FROM reservation_lines rl JOIN reservations r ON r.id = rl.reservation_id
      WHERE r.event_id = ? AND r.status = 'held' AND r.expires_at > ? GROUP BY rl.ticket_id`)
    .all(eventId, now) as { ticket_id: number; held: number }[];
  return new Map(rows.map((r) => [r.ticket_id, r.held]));
}
