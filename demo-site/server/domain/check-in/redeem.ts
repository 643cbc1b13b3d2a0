// POST /organizers/:org/check-in: one scan judged online and stored, counted or refused (the scan log). The same
// scan sent again (the same client scan id from the same scanner: a retry after a lost answer) is answered from
// what was stored and stores nothing. Two scanners redeeming one ticket at once: the ticket's named lock makes
// them take turns, so the second sees the first's check-in and exactly one is valid.
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { verifyTicketCode } from "../tickets/ticket-code.ts";
import { allOf } from "../../store/all-of.ts";
import type { Tx } from "../../store/index.ts";
import type { CheckInRow } from "../../store/queries/check-ins.ts";
import type { CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { CheckInType } from "../../store/schema-check-in.ts";
import { queueCheckedIn } from "./checked-in-webhook.ts";
import { redeemAnswer, type PreviousScan, type RedeemAnswer } from "./answer.ts";
import { listInUse, type ScanCaller } from "./scan-caller.ts";
import { codeTicketId, judgedList, judgedTicket, readScanState } from "./scan-state.ts";
import { judge } from "./verdict.ts";

export interface RedeemInput {
  listId: number;
  code: string;
  clientScanId: string;
  type: CheckInType;
}

type RedeemDeps = Pick<Deps, "store" | "clock" | "ticketSecret">;

/** The lock every scan of a ticket takes first (online and batch alike). */
export const ticketLock = (ticketId: string) => `check-in:ticket:${ticketId}`;

export async function redeem(deps: RedeemDeps, caller: ScanCaller, input: RedeemInput): Promise<RedeemAnswer> {
  const list = await listInUse(deps, caller, input.listId);
  if (input.type === "exit" && list.allow_reentry !== 1)
    throw new ApiError(
      400,
      "exit_not_allowed",
      `List "${list.name}" has no re-entry, so exits are not scanned there: send type "entry".`,
      "type",
    );
  const code = verifyTicketCode(deps.ticketSecret, input.code);
  const ticketId = codeTicketId(code);
  return deps.store.transaction(async (tx) => {
    // The ticket's lock, then the reads, sent together (one round trip on PostgreSQL; the lock goes first). A scan
    // sent again is read after the lock, so a retry racing its first try finds what that stored.
    const [, [stored], state] = await allOf([
      ticketId ? tx.lockNamed(ticketLock(ticketId)) : undefined,
      tx.checkIns.byClientScan(caller.source, [input.clientScanId]),
      readScanState(tx, caller.organizerId, [list.id], ticketId ? [ticketId] : []),
    ]);
    if (stored) return storedAnswer(tx, list, stored);
    const ticket = state.ticketOf(code);
    const own = ticket?.own ? ticket.row : null;
    const now = deps.clock();
    const onList = state.onList(list.id, own?.id ?? "");
    const verdict = judge(judgedList(list), ticket && judgedTicket(ticket.row), onList, input.type, now);
    const status = verdict.result === "valid" ? "counted" : "refused";
    const ids = await tx.checkIns.insert([
      {
        organizer_id: caller.organizerId,
        event_id: list.event_id,
        list_id: list.id,
        ticket_id: own?.id ?? null,
        source: caller.source,
        client_scan_id: input.clientScanId,
        type: input.type,
        result: verdict.result,
        status,
        offline: 0,
        device_result: null,
        device_id: caller.deviceId,
        user_id: caller.userId,
        actor_label: caller.label,
        scanned_at: now,
        received_at: now,
      },
    ]);
    const id = ids.get(input.clientScanId);
    if (id === undefined) {
      // The same scan of a code naming no ticket (no lock) stored meanwhile by a retry: answer what it stored.
      const [raced] = await tx.checkIns.byClientScan(caller.source, [input.clientScanId]);
      if (!raced) throw new Error(`check-in ${caller.source}/${input.clientScanId}: neither stored nor found`);
      return storedAnswer(tx, list, raced);
    }
    if (status === "counted" && input.type === "entry" && own)
      await queueCheckedIn(tx, caller.organizerId, [
        {
          checkInId: id,
          ticketId: own.id,
          orderId: own.order_id,
          eventId: list.event_id,
          listId: list.id,
          at: now,
          offline: false,
        },
      ]);
    const previous = verdict.previous && { at: verdict.previous.at, listName: list.name, by: verdict.previous.by };
    return redeemAnswer(list, { id, result: verdict.result, status }, ticket, previous);
  });
}

/** The answer of a scan stored already (a retry): its verdict, ticket, and the entry it found before it. */
async function storedAnswer(store: Pick<Tx, "checkIns">, list: CheckInListRow, row: CheckInRow): Promise<RedeemAnswer> {
  if (row.list_id !== list.id)
    throw new ApiError(
      409,
      "client_scan_id_used",
      `Scan id ${row.client_scan_id} was used for another list's scan: give every scan its own id.`,
      "clientScanId",
    );
  const ids = row.ticket_id ? [row.ticket_id] : [];
  const [[t], before] = await allOf([store.checkIns.tickets(ids), store.checkIns.counted([list.id], ids)]);
  // Only the organizer's own tickets are stored with their id.
  const ticket = t ? { row: t, own: true } : null;
  let previous: PreviousScan | undefined;
  if (row.result === "already_redeemed") {
    const entry = before.filter((c) => c.id < row.id && c.type === "entry").at(-1);
    if (entry) previous = { at: entry.scanned_at, listName: list.name, by: entry.actor_label };
  }
  return redeemAnswer(list, row, ticket, previous);
}
