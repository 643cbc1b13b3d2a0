// Test material for the engine's tests: a list's snapshot with signed codes, made with the server's own signing
// (domain/tickets/ticket-code.ts), so the device's verification is checked against the real format.
import { createHash } from "node:crypto";
import {
  makeLegacyTicketCode,
  makeTicketCode,
  ticketCodePublicKey,
} from "../../../server/domain/tickets/ticket-code.ts";
import type { ListChoice, Snapshot } from "./types.ts";

export const secret = Buffer.from("the engine tests' ticket secret");
export const EVENT = 101;
export const VIP = 7;
export const STANDARD = 8;
export const T0 = Date.UTC(2026, 11, 24, 18);

/** Ticket ids are 12 bytes as 16 base64url characters. */
export const ticketId = (n: number) => Buffer.from(n.toString(16).padStart(24, "0"), "hex").toString("base64url");

export const code = (n: number, type = STANDARD, event = EVENT) => makeTicketCode(secret, event, type, ticketId(n));
export const legacyCode = (n: number) => makeLegacyTicketCode(secret, EVENT, ticketId(n));

export const list = (patch: Partial<ListChoice> = {}): ListChoice => ({
  id: 11,
  eventId: EVENT,
  name: "Main gate",
  ticketTypeIds: null,
  allowReentry: false,
  validFrom: null,
  validUntil: null,
  version: 1,
  eventName: "Winter concert",
  timeZone: "Europe/Berlin",
  ...patch,
});

/** Tickets 1..count (1 is VIP, the rest standard); ticket 2 refunded, ticket 3 checked in at T0 - 1 h, 4 is TC1. */
export function snapshot(patch: Partial<Snapshot> = {}, count = 10): Snapshot {
  const tickets: Snapshot["tickets"] = [];
  for (let n = 1; n <= count; n++) if (n !== 2) tickets.push([ticketId(n), n === 1 ? VIP : STANDARD, `Guest ${n}`]);
  return {
    version: 1,
    generatedAt: T0 - 60_000,
    publicKey: ticketCodePublicKey(secret),
    list: list(),
    ticketTypes: [
      { id: VIP, name: "VIP" },
      { id: STANDARD, name: "Standard" },
    ],
    tickets,
    legacy: [[createHash("sha256").update(legacyCode(4)).digest("base64url"), ticketId(4)]],
    revoked: [[ticketId(2), "refunded"]],
    checkIns: [[ticketId(3), "entry", T0 - 3_600_000, "Side door", 'device "Door 2" (dev_x)']],
    ...patch,
  };
}
