// POST /organizers/:org/check-in/batch: the scans a device made offline, uploaded when it is back online. Each is
// judged as of when it was made, in the order they were made, and stored with what the device showed. A scan the
// device admitted (valid entry) whose ticket the server had counted meanwhile is a "conflict" pointing at the
// check-in that counted: both devices admitted one ticket, and the back office lists it. On a list without
// re-entry the admission made first counts, whichever device synced first: one made before the counted check-in
// takes its place, and that one becomes the conflict (its ticket.checked_in webhook was sent already and is not
// sent again). A revoked device's queue is kept ("revoked_device") and never counted. One transaction holds the
// locks of every ticket in the batch.
import type { Deps } from "../deps.ts";
import { allOf } from "../../store/all-of.ts";
import { verifyTicketCode, type VerifiedTicketCode } from "../tickets/ticket-code.ts";
import type { NewCheckIn } from "../../store/queries/check-ins.ts";
import type { CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { CheckInResult, CheckInStatus, CheckInType } from "../../store/schema-check-in.ts";
import { queueCheckedIn, type CheckedIn } from "./checked-in-webhook.ts";
import { ticketLock } from "./redeem.ts";
import { scanRow, usableList, type ScanCaller } from "./scan-caller.ts";
import { codeTicketId, judgedList, judgedTicket, readScanState, type ScanState } from "./scan-state.ts";
import { judge, type CountedRef } from "./verdict.ts";

export interface OfflineScan {
  listId: number;
  code: string;
  clientScanId: string;
  type: CheckInType;
  /** The device's clock, epoch ms. */
  scannedAt: number;
  /** What the device showed. */
  deviceResult: CheckInResult;
}

export interface BatchResult {
  clientScanId: string;
  result: CheckInResult;
  status: CheckInStatus;
}

type BatchDeps = Pick<Deps, "store" | "clock" | "ticketSecret">;

interface Judged {
  row: NewCheckIn;
  /** A counted entry's order (for the ticket.checked_in webhook). */
  admittedOrder?: string;
  /** A conflict with a check-in of this same batch: its client scan id (its row id is known once stored). */
  conflictWithScan?: string;
  /** The stored check-in this earlier admission takes the place of (it becomes the conflict). */
  supersedes?: number;
}

export async function uploadBatch(
  deps: BatchDeps,
  caller: ScanCaller,
  scans: readonly OfflineScan[],
): Promise<{ results: BatchResult[]; revoked: boolean }> {
  const lists = new Map<number, CheckInListRow | null>();
  for (const id of new Set(scans.map((s) => s.listId))) lists.set(id, await usableList(deps, caller, id));
  // One scan per client scan id (a device that sent one twice); in the order they were made.
  const unique = [...new Map(scans.map((s) => [s.clientScanId, s])).values()].sort((a, b) => a.scannedAt - b.scannedAt);
  const codes = new Map(unique.map((s) => [s.clientScanId, verifyTicketCode(deps.ticketSecret, s.code)]));
  const ticketIds = [...new Set([...codes.values()].map(codeTicketId).filter((id) => id !== null))];
  const answers = await deps.store.transaction(async (tx) => {
    // The tickets' locks, then the reads, sent together (one round trip on PostgreSQL; the locks go first).
    const usable = unique.filter((s) => lists.get(s.listId));
    const [, stored, state] = await allOf([
      ticketIds.length > 0 ? tx.lockNamed(ticketIds.map(ticketLock)) : undefined,
      tx.checkIns.byClientScan(
        caller.source,
        unique.map((s) => s.clientScanId),
      ),
      readScanState(
        tx,
        caller.organizerId,
        usable.map((s) => s.listId),
        ticketIds,
      ),
    ]);
    const done = new Map<string, BatchResult>();
    for (const r of stored)
      done.set(r.client_scan_id, { clientScanId: r.client_scan_id, result: r.result, status: r.status });
    const fresh = usable.filter((s) => !done.has(s.clientScanId));
    const now = deps.clock();
    const judged = fresh.map((s) =>
      judgeOffline(caller, lists.get(s.listId)!, s, codes.get(s.clientScanId)!, state, now),
    );
    const ids = await tx.checkIns.insert(judged.map((j) => j.row));
    for (const j of judged) {
      const counted = j.conflictWithScan === undefined ? undefined : ids.get(j.conflictWithScan);
      const id = ids.get(j.row.client_scan_id);
      if (counted !== undefined && id !== undefined) await tx.checkIns.setConflictWith(id, counted);
      if (j.supersedes !== undefined && id !== undefined) await tx.checkIns.supersede(j.supersedes, id);
      done.set(j.row.client_scan_id, {
        clientScanId: j.row.client_scan_id,
        result: j.row.result,
        status: j.row.status,
      });
    }
    await queueCheckedIn(
      tx,
      caller.organizerId,
      judged.flatMap((j) => checkedIn(j, ids)),
    );
    return done;
  });
  return {
    results: scans.map(
      (s) =>
        answers.get(s.clientScanId) ??
          // A list the device may not scan for (or none): nothing to store it under; refused so its queue drains.
          { clientScanId: s.clientScanId, result: "wrong_list", status: "refused" },
    ),
    revoked: caller.revokedDevice,
  };
}

function judgeOffline(
  caller: ScanCaller,
  list: CheckInListRow,
  scan: OfflineScan,
  code: VerifiedTicketCode | null,
  state: ScanState,
  now: number,
): Judged {
  // Judged as of when it was made; a device clock ahead of the server's is not believed.
  const at = Math.min(scan.scannedAt, now);
  const ticket = state.ticketOf(code);
  const own = ticket?.own ? ticket.row : null;
  const verdict = judge(
    judgedList(list),
    ticket && judgedTicket(ticket.row),
    state.onList(list.id, own?.id ?? ""),
    scan.type,
    at,
  );
  const admitted = scan.deviceResult === "valid";
  let status: CheckInStatus = "refused";
  let conflictWith: CountedRef | undefined;
  let result = verdict.result;
  let supersedes: number | undefined;
  const later = verdict.previous;
  if (caller.revokedDevice) status = "revoked_device";
  else if (result === "valid" && admitted) status = "counted";
  else if (result === "already_redeemed" && admitted && list.allow_reentry === 0 && later?.id && later.at > at) {
    // Admitted before the check-in that counted (made later, synced sooner): this one was first.
    [status, result, supersedes] = ["counted", "valid", later.id];
  } else if (result === "already_redeemed" && admitted) {
    status = "conflict";
    conflictWith = verdict.previous;
  }
  if (status === "counted" && own)
    state.count(list.id, own.id, { id: null, clientScanId: scan.clientScanId, type: scan.type, at, by: caller.label });
  const row = scanRow(caller, list, {
    ticket_id: own?.id ?? null,
    client_scan_id: scan.clientScanId,
    type: scan.type,
    result,
    status,
    offline: 1,
    device_result: scan.deviceResult,
    scanned_at: at,
    received_at: now,
    conflict_with: conflictWith?.id ?? null,
  });
  const judged: Judged = { row };
  if (supersedes !== undefined) judged.supersedes = supersedes;
  if (conflictWith && conflictWith.id === null) judged.conflictWithScan = conflictWith.clientScanId;
  if (status === "counted" && scan.type === "entry" && own && supersedes === undefined)
    judged.admittedOrder = own.order_id;
  return judged;
}

/** The webhook's entry of a counted entry, once stored. */
function checkedIn({ row, admittedOrder }: Judged, ids: Map<string, number>): CheckedIn[] {
  const id = ids.get(row.client_scan_id);
  if (admittedOrder === undefined || id === undefined || !row.ticket_id) return [];
  const { ticket_id: ticketId, event_id: eventId, list_id: listId, scanned_at: at } = row;
  return [{ checkInId: id, ticketId, orderId: admittedOrder, eventId, listId, at, offline: true }];
}
