import type { EventRow, Tx } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { rateLimitedError } from "./rate-limited.ts";

/** A pending order counts toward its buyer's cap this long after it was made (its payment may still complete). */
export const PENDING_COUNTS_MS = 30 * 60_000;

/**
 * The organizer's cap of tickets per buyer email and event (the event's max_tickets_per_buyer, else the server's
 * LIMIT_TICKETS_PER_BUYER), checked inside the order's transaction: the buyer's lock first (one order per buyer at a
 * time on PostgreSQL; SQLite's writer lock already orders them), then the count, so parallel orders of one buyer
 * cannot each see room for themselves. 409 buyer_ticket_limit naming how many are left for this email.
 */
export async function assertBuyerCap(tx: Tx, event: Pick<EventRow, "id" | "max_tickets_per_buyer">, email: string, quantity: number, now: number, defaultCap: number): Promise<void> {
  const cap = event.max_tickets_per_buyer ?? defaultCap;
  await tx.lockNamed(`buyer:${event.id}:${email.toLowerCase()}`);
  const had = await tx.buyerLimits.ticketsForBuyer(event.id, email, new Date(now - PENDING_COUNTS_MS).toISOString());
  if (had + quantity <= cap) return;
  const left = Math.max(0, cap - had);
  const message = `At most ${cap} tickets of this event can be ordered with one email address; ${left} more can be ordered with ${email}.`;
  throw new ApiError(409, "buyer_ticket_limit", message, "ticketQuantities", { type: "buyer_ticket_limit", message, field: "ticketQuantities", max_per_buyer: cap, left });
}

/**
 * At most `max` live holds per client (the keyed hash of its address), counted inside the hold's transaction under
 * the client's lock; 429 with the time until its first hold expires.
 */
export async function assertHoldCap(tx: Tx, clientKey: string, max: number, now: number): Promise<void> {
  await tx.lockNamed(`holds:${clientKey}`);
  const { count, earliestExpiry } = await tx.buyerLimits.openHolds(clientKey, now);
  if (count >= max) throw rateLimitedError("holds", ((earliestExpiry ?? now + 60_000) - now) / 1000);
}
