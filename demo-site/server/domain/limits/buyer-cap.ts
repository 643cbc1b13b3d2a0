// Tickets per buyer email and event, open holds per client: counted inside the order's or hold's own transaction
// under a named lock, so parallel orders cannot both pass the cap.
import type { EventRow, Tx } from "../../store/index.ts";
import { allOf } from "../../store/all-of.ts";
import { ApiError } from "../errors.ts";
import { rateLimitedError } from "./rate-limited.ts";

/** A pending order counts toward its buyer's cap this long after it was made (its payment may still complete). */
export const PENDING_COUNTS_MS = 30 * 60_000;

/**
 * The buyer's lock, then how many tickets of the event this email already has (for the cap below). The lock makes
 * one order per buyer at a time on PostgreSQL (SQLite's writer lock already orders them), and the count after it sees
 * every order committed before, so parallel orders of one buyer cannot each see room for themselves. Both are issued
 * at once: they go in one round trip, the lock first (store/queries/pipelined.ts), so a caller may issue them with its
 * other reads.
 */
export async function lockAndCountBuyer(tx: Tx, eventId: number, email: string, now: number): Promise<number> {
  const [, had] = await allOf([
    tx.lockNamed(`buyer:${eventId}:${email.toLowerCase()}`),
    tx.buyerLimits.ticketsForBuyer(eventId, email, new Date(now - PENDING_COUNTS_MS).toISOString()),
  ]);
  return had;
}

/**
 * lockAndCountBuyer for several buyers of one event at once (a batch of orders, each by another buyer): their locks
 * in one statement, in the store's fixed order, then their counts in one; keyed by the lower-cased email.
 */
export async function lockAndCountBuyers(
  tx: Tx,
  eventId: number,
  emails: readonly string[],
  now: number,
): Promise<Map<string, number>> {
  const lower = emails.map((e) => e.toLowerCase());
  const [, had] = await allOf([
    tx.lockNamed(lower.map((e) => `buyer:${eventId}:${e}`)),
    tx.buyerLimits.ticketsForBuyers(eventId, lower, new Date(now - PENDING_COUNTS_MS).toISOString()),
  ]);
  return had;
}

/**
 * The organizer's cap of tickets per buyer email and event (the event's max_tickets_per_buyer, else the server's
 * LIMIT_TICKETS_PER_BUYER), given what the buyer `had` (lockAndCountBuyer, in the order's transaction).
 * 409 buyer_ticket_limit naming how many are left for this email.
 */
export function checkBuyerCap(
  event: Pick<EventRow, "max_tickets_per_buyer">,
  email: string,
  quantity: number,
  had: number,
  defaultCap: number,
): void {
  const cap = event.max_tickets_per_buyer ?? defaultCap;
  if (had + quantity <= cap) return;
  const left = Math.max(0, cap - had);
  const message = `At most ${cap} tickets of this event can be ordered with one email address; ${left} more can be ordered with ${email}.`;
  throw new ApiError(409, "buyer_ticket_limit", message, "ticketQuantities", {
    type: "buyer_ticket_limit",
    message,
    field: "ticketQuantities",
    max_per_buyer: cap,
    left,
  });
}

/** Both of the above, inside the order's transaction. */
export async function assertBuyerCap(
  tx: Tx,
  event: Pick<EventRow, "id" | "max_tickets_per_buyer">,
  email: string,
  quantity: number,
  now: number,
  defaultCap: number,
): Promise<void> {
  checkBuyerCap(event, email, quantity, await lockAndCountBuyer(tx, event.id, email, now), defaultCap);
}

/**
 * At most `max` live holds per client (the keyed hash of its address), counted inside the hold's transaction under
 * the client's lock; 429 with the time until its first hold expires.
 */
export async function assertHoldCap(tx: Tx, clientKey: string, max: number, now: number): Promise<void> {
  // Issued at once: one round trip, the lock first (store/queries/pipelined.ts), so the hold's other reads may go too.
  const [, { count, earliestExpiry }] = await allOf([
    tx.lockNamed(`holds:${clientKey}`),
    tx.buyerLimits.openHolds(clientKey, now),
  ]);
  if (count >= max) throw rateLimitedError("holds", ((earliestExpiry ?? now + 60_000) - now) / 1000);
}
