// What a scanner is told of an online scan (RedeemAnswer, the contract's): the verdict with what the door person
// needs to act on it: whose ticket and of which type, when, where and by whom it was admitted before, or which event
// it is of. A ticket of another organizer is "of another event" and nothing more is said of it.
import type { ScanTicketRow } from "../../store/queries/check-ins.ts";
import type { CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { CheckInResult, CheckInStatus } from "../../store/schema-check-in.ts";
import { revokedReason, type RevokedReason } from "./verdict.ts";

export interface PreviousScan {
  at: number;
  listName: string;
  by: string;
}

export interface RedeemAnswer {
  result: CheckInResult;
  status: CheckInStatus;
  checkInId: number;
  offline: false;
  list: { id: number; name: string; eventId: number };
  ticket?: { id: string; ticketTypeId: number; ticketTypeName: string; attendeeName: string };
  previous?: PreviousScan;
  /** For a "revoked" result: why (the scanner names it). */
  revokedReason?: RevokedReason;
  ticketEvent?: { id: number; name: string };
}

export function redeemAnswer(
  list: CheckInListRow,
  stored: { id: number; result: CheckInResult; status: CheckInStatus },
  ticket: { row: ScanTicketRow; own: boolean } | null,
  previous: PreviousScan | undefined,
): RedeemAnswer {
  const answer: RedeemAnswer = {
    result: stored.result,
    status: stored.status,
    checkInId: stored.id,
    offline: false,
    list: { id: list.id, name: list.name, eventId: list.event_id },
  };
  if (ticket?.own) {
    const t = ticket.row;
    answer.ticket = {
      id: t.id,
      ticketTypeId: t.ticket_type_id,
      ticketTypeName: t.ticket_type_name,
      attendeeName: t.attendee_name,
    };
    const reason = stored.result === "revoked" ? revokedReason(t.order_status, t.voided_at) : null;
    if (reason) answer.revokedReason = reason;
    if (t.event_id !== list.event_id) answer.ticketEvent = { id: t.event_id, name: t.event_name };
  }
  if (previous && stored.result === "already_redeemed") answer.previous = previous;
  return answer;
}
