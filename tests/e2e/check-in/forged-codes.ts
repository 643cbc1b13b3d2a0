// Codes a forger brings to the door, made from a real ticket's code: signed with a key that is not the server's, and
// the ticket id changed under the real signature.
import { makeTicketCode, parseTicketCode } from "../../../demo-site/server/domain/tickets/ticket-code.ts";

function parsed(code: string) {
  const p = parseTicketCode(code);
  if (!p) throw new Error(`not a TC2 code: ${code}`);
  return p;
}

/** The same ticket, event and type, signed with another Ed25519 key (as someone with a lost phone's data would). */
export function signedWithAnotherKey(code: string): string {
  const p = parsed(code);
  return makeTicketCode(Buffer.from("not the server's secret"), p.eventId, p.ticketTypeId, p.ticketId);
}

/** The real code with one byte of its ticket id changed: the signature no longer matches. */
export function withChangedTicketId(code: string): string {
  const bytes = Buffer.from(code.slice(4), "base64url");
  bytes[12] = bytes[12]! ^ 0x5a;
  return `TC2.${bytes.toString("base64url")}`;
}

/** The ticket id a code carries (issued_tickets.id). */
export function ticketIdOf(code: string): string {
  return parsed(code).ticketId;
}
