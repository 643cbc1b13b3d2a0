// GET /organizers/:org/check-in/snapshot?list=: what a scanner keeps to judge a list's scans offline (the contract's
// Snapshot): the public key that verifies TC2 codes, every issued ticket of the event that admits (id, type, name
// for the verdict screen), the SHA-256 of each TC1 code (a device cannot check their HMAC), the revocation list,
// and each ticket's counted scan on the list. Tuples rather than objects, and four reads whatever the event's size:
// 50,000 tickets are a few MB of JSON and well under 5 MB gzipped.
import { createHash } from "node:crypto";
import type { Deps } from "../deps.ts";
import { allOf } from "../../store/all-of.ts";
import type { CheckInType } from "../../store/schema-check-in.ts";
import { ticketCodePublicKey } from "../tickets/ticket-code.ts";
import { listWithEventView, type ListWithEventView } from "./lists-input.ts";
import { listNotFound } from "./lists.ts";
import { listInUse, type ScanCaller } from "./scan-caller.ts";
import { revokedReason, type RevokedReason } from "./verdict.ts";

export interface Snapshot {
  version: 1;
  generatedAt: number;
  /** Ed25519 public key, raw 32 bytes, base64url. */
  publicKey: string;
  list: ListWithEventView;
  ticketTypes: { id: number; name: string }[];
  /** [ticketId, ticketTypeId, attendeeName]: every issued ticket of the event that admits. */
  tickets: [string, number, string][];
  /** [SHA-256 of the TC1 code, base64url; ticketId]. */
  legacy: [string, string][];
  revoked: [string, RevokedReason][];
  /**
   * [ticketId, type, at, listName, by]: per ticket, what decides "already redeemed" on this list: its counted entry
   * on a list without re-entry; its last counted scan (entry: inside) on a list with re-entry.
   */
  checkIns: [string, CheckInType, number, string, string][];
}

export const legacyCodeHash = (code: string) => createHash("sha256").update(code).digest("base64url");

export async function listSnapshot(
  deps: Pick<Deps, "store" | "clock" | "ticketSecret">,
  caller: ScanCaller,
  listId: number,
): Promise<Snapshot> {
  await listInUse(deps, caller, listId);
  const [row] = await deps.store.checkInSetup.organizerLists(caller.organizerId, [listId]);
  if (!row) throw listNotFound();
  const generatedAt = deps.clock();
  const [ticketTypes, rows, scans] = await allOf([
    deps.store.checkIns.ticketTypes(row.event_id),
    deps.store.checkIns.snapshotTickets(row.event_id),
    deps.store.checkIns.listScans(listId),
  ]);
  const tickets: Snapshot["tickets"] = [];
  const legacy: Snapshot["legacy"] = [];
  const revoked: Snapshot["revoked"] = [];
  for (const t of rows) {
    const reason = revokedReason(t.order_status, t.voided_at);
    if (reason) revoked.push([t.id, reason]);
    else tickets.push([t.id, t.ticket_type_id, `${t.first_name} ${t.last_name}`.trim()]);
    if (t.legacy_code) legacy.push([legacyCodeHash(t.legacy_code), t.id]);
  }
  const reentry = row.allow_reentry === 1;
  const decisive = new Map<string, Snapshot["checkIns"][number]>();
  for (const s of scans) {
    if (!reentry && (s.type !== "entry" || decisive.has(s.ticket_id))) continue;
    decisive.set(s.ticket_id, [s.ticket_id, s.type, s.scanned_at, row.name, s.actor_label]);
  }
  return {
    version: 1,
    generatedAt,
    publicKey: ticketCodePublicKey(deps.ticketSecret),
    list: listWithEventView(row),
    ticketTypes,
    tickets,
    legacy,
    revoked,
    checkIns: [...decisive.values()],
  };
}
