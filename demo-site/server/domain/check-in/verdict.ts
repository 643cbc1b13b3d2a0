// The door's verdict on one scan, as the contract's rules say (the scanner applies the same rules offline): the
// code, the event, the list's ticket types, revocation, the time window, then whether the ticket is already in.
// Pure: the caller reads the ticket and its counted scans on the list, and stores what this decides.
import { ADMITTING_ORDER_STATUSES } from "../../store/queries/check-ins-figures.ts";
import type { CheckInResult, CheckInType } from "../../store/schema-check-in.ts";

/** What the rules need of a list. */
export interface JudgedList {
  eventId: number;
  ticketTypeIds: readonly number[] | null;
  allowReentry: boolean;
  validFrom: number | null;
  validUntil: number | null;
}

export type RevokedReason = "refunded" | "canceled";

/** What the rules need of a ticket; null when the code names none (unknown or forged). */
export interface JudgedTicket {
  eventId: number;
  ticketTypeId: number;
  revoked: RevokedReason | null;
}

/** A counted scan of the ticket on the list: `id` null while it is still being stored (the same batch). */
export interface CountedRef {
  id: number | null;
  clientScanId: string;
  type: CheckInType;
  at: number;
  by: string;
}

/** The ticket's counted scans on the list, as far as the rules care. */
export interface TicketOnList {
  last: CountedRef | null;
  lastEntry: CountedRef | null;
}

export const NOTHING_COUNTED: TicketOnList = { last: null, lastEntry: null };

export interface Verdict {
  result: CheckInResult;
  /** For already_redeemed: the counted entry that admitted the ticket. */
  previous?: CountedRef;
}

const ADMITTING = new Set<string>(ADMITTING_ORDER_STATUSES);

/** Why a ticket no longer admits, or null: voided by a refund, or its order canceled or refunded. */
export function revokedReason(orderStatus: string, voidedAt: number | null): RevokedReason | null {
  if (voidedAt !== null || orderStatus === "refunded") return "refunded";
  return ADMITTING.has(orderStatus) ? null : "canceled";
}

export function judge(
  list: JudgedList,
  ticket: JudgedTicket | null,
  onList: TicketOnList,
  type: CheckInType,
  now: number,
): Verdict {
  if (!ticket) return { result: "unknown" };
  if (ticket.eventId !== list.eventId) return { result: "wrong_list" };
  if (list.ticketTypeIds && !list.ticketTypeIds.includes(ticket.ticketTypeId)) return { result: "wrong_list" };
  if (ticket.revoked) return { result: "revoked" };
  if (list.validFrom !== null && now < list.validFrom) return { result: "not_yet_valid" };
  if (list.validUntil !== null && now > list.validUntil) return { result: "expired" };
  if (type === "exit") return { result: "valid" };
  // No re-entry: one counted entry is all a ticket gets. Re-entry: it may enter again once it has left.
  const inside = list.allowReentry ? (onList.last?.type === "entry" ? onList.last : null) : onList.lastEntry;
  return inside ? { result: "already_redeemed", previous: inside } : { result: "valid" };
}

/** The ticket's state on the list after `scan` counted. */
export const afterCounted = (onList: TicketOnList, scan: CountedRef): TicketOnList => ({
  last: scan,
  lastEntry: scan.type === "entry" ? scan : onList.lastEntry,
});
