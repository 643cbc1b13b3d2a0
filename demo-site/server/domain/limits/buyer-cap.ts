import type { EventRow, Tx } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { rateLimitedError } from "./rate-limited.ts";

/** A pending order counts toward its buyer's cap this long after it was made (its payment may still complete). */
export const PENDING_COUNTS_MS = 30 * 60_000;

/** Who is ordering, for the cap: the server's default cap, and the keyed hash of the client's address (null: not counted per client). */
export interface BuyerLimit {
  ticketsPerBuyer: number;
  clientKey: string | null;
}

/**
 * The organizer's cap of tickets per buyer and event (the event's max_tickets_per_buyer, else the server's
 * LIMIT_TICKETS_PER_BUYER), where a buyer is an email address (any letter case) and, separately, a client address:
 * a script that changes the email on every order still meets the cap. Checked inside the order's transaction:
 * the buyer's locks first (one order per buyer at a time on PostgreSQL; SQLite's writer lock already orders them),
 * then the counts, so parallel orders of one buyer cannot each see room for themselves. 409 buyer_ticket_limit
 * naming how many are left.
 */
export async function assertBuyerCap(tx: Tx, event: Pick<EventRow, "id" | "max_tickets_per_buyer">, email: string, quantity: number, now: number, buyer: BuyerLimit): Promise<void> {
  const cap = event.max_tickets_per_buyer ?? buyer.ticketsPerBuyer;
  const pendingSince = new Date(now - PENDING_COUNTS_MS).toISOString();
  // Locks in one fixed order (email, then client), so two orders never wait on each other's second lock.
  await tx.lockNamed(`buyer:${event.id}:${email.toLowerCase()}`);
  if (buyer.clientKey) await tx.lockNamed(`buyer-client:${event.id}:${buyer.clientKey}`);
  const byEmail = await tx.buyerLimits.ticketsForBuyer(event.id, email, pendingSince);
  const byClient = buyer.clientKey ? await tx.buyerLimits.ticketsForClient(event.id, buyer.clientKey, pendingSince) : 0;
  const had = Math.max(byEmail, byClient);
  if (had + quantity <= cap) return;
  const left = Math.max(0, cap - had);
  const message = `At most ${cap} tickets of this event can be ordered by one buyer (one email address, one network); ${left} more can be ordered here.`;
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
