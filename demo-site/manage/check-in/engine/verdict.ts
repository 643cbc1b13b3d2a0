// The verdict a device gives offline: the contract's rules (the server applies the same ones online), on the
// list's snapshot plus the scans this device counted since it was made.
import type { CheckInResult, ListChoice, LocalScan, ScanType, Snapshot, Verdict } from "./types.ts";
import { sha256Base64url, tc1EventId, verifyTc2, type ReadCode } from "./verify.ts";

interface LastScan {
  type: ScanType;
  at: number;
  listName: string;
  by: string;
}

/** A snapshot with maps for its lookups: built once per snapshot (50,000 tickets take tens of ms), not per scan. */
export interface SnapshotIndex {
  snapshot: Snapshot;
  list: ListChoice;
  typeNames: Map<number, string>;
  tickets: Map<string, { ticketTypeId: number; attendeeName: string }>;
  legacy: Map<string, string>;
  revoked: Map<string, "refunded" | "canceled">;
  /** the last counted scan per ticket on the list, as the snapshot has it */
  checkIns: Map<string, LastScan>;
}

export function indexSnapshot(snapshot: Snapshot): SnapshotIndex {
  const tickets = new Map<string, { ticketTypeId: number; attendeeName: string }>();
  for (const [id, ticketTypeId, attendeeName] of snapshot.tickets) tickets.set(id, { ticketTypeId, attendeeName });
  const checkIns = new Map<string, LastScan>();
  for (const [id, type, at, listName, by] of snapshot.checkIns) checkIns.set(id, { type, at, listName, by });
  return {
    snapshot,
    list: snapshot.list,
    typeNames: new Map(snapshot.ticketTypes.map((t) => [t.id, t.name])),
    tickets,
    legacy: new Map(snapshot.legacy),
    revoked: new Map(snapshot.revoked),
    checkIns,
  };
}

/** The code's contents when it verifies against the snapshot (TC2 by signature, TC1 by its hash), else null. */
export async function readCode(index: SnapshotIndex, code: string): Promise<ReadCode | null> {
  if (code.startsWith("TC2.")) return verifyTc2(code, index.snapshot.publicKey);
  const eventId = tc1EventId(code);
  if (eventId === null) return null;
  const ticketId = index.legacy.get(await sha256Base64url(code));
  if (!ticketId) return null;
  return { scheme: "TC1", eventId, ticketTypeId: index.tickets.get(ticketId)?.ticketTypeId ?? null, ticketId };
}

/** The ticket's last counted scan on the list: the later of the snapshot's and this device's own since. */
function lastScan(index: SnapshotIndex, locals: readonly LocalScan[], ticketId: string): LastScan | null {
  let last = index.checkIns.get(ticketId) ?? null;
  for (const scan of locals)
    if (scan.ticketId === ticketId && scan.listId === index.list.id && (!last || scan.at >= last.at)) last = scan;
  return last;
}

export interface LocalDecision {
  verdict: Omit<Verdict, "readMs">;
  /** the ticket a counted verdict counts (to remember as a local scan) */
  countedTicketId: string | null;
}

/** The rules of the contract for a code `read` (null: unreadable or forged) at `now`. */
export function decide(
  index: SnapshotIndex,
  locals: readonly LocalScan[],
  code: string,
  read: ReadCode | null,
  type: ScanType,
  now: number,
): LocalDecision {
  const list = index.list;
  const base = { offline: true, code, at: now, listName: list.name };
  const refuse = (result: CheckInResult, extra: Partial<Verdict> = {}): LocalDecision => ({
    verdict: { ...base, result, ...extra },
    countedTicketId: null,
  });
  if (!read) return refuse("unknown");
  if (read.eventId !== list.eventId) return refuse("wrong_list");
  const known = index.tickets.get(read.ticketId);
  const ticketTypeId = read.ticketTypeId ?? known?.ticketTypeId ?? null;
  if (list.ticketTypeIds && (ticketTypeId === null || !list.ticketTypeIds.includes(ticketTypeId)))
    return refuse("wrong_list");
  // A verified TC2 ticket missing from the snapshot was sold after it: its signature is the proof, no name yet.
  const ticket = {
    attendeeName: known?.attendeeName ?? "",
    ticketTypeName: ticketTypeId === null ? "" : (index.typeNames.get(ticketTypeId) ?? ""),
  };
  const revokedReason = index.revoked.get(read.ticketId);
  if (revokedReason) return refuse("revoked", { ticket, revokedReason });
  if (list.validFrom !== null && now < list.validFrom) return refuse("not_yet_valid", { ticket });
  if (list.validUntil !== null && now > list.validUntil) return refuse("expired", { ticket });
  if (type === "entry") {
    const last = lastScan(index, locals, read.ticketId);
    if (last?.type === "entry")
      return refuse("already_redeemed", { ticket, previous: { at: last.at, listName: last.listName, by: last.by } });
  }
  return { verdict: { ...base, result: "valid", ticket }, countedTicketId: read.ticketId };
}
