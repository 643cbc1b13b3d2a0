// POST /organizers/:org/check-in: one scan judged online and stored, counted or refused (the scan log). The same
// scan sent again (the same client scan id from the same scanner: a retry after a lost answer) is answered from
// what was stored and stores nothing. Two scanners redeeming one ticket at once: the ticket's named lock makes
// them take turns, so the second sees the first's check-in and exactly one is valid. The lock is held for two round
// trips on PostgreSQL: the lock with every read, then the scan's row with the COMMIT (a third only when an endpoint
// wants ticket.checked_in, whose payload needs the row's id); 20 devices scanning one ticket wait for each other.
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
import { listInUse, scanRow, type ScanCaller } from "./scan-caller.ts";
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
  const answer = await deps.store.transaction(async (tx): Promise<RedeemAnswer | "raced"> => {
    // The ticket's lock, then the reads, sent together (one round trip on PostgreSQL; the lock goes first). A scan
    // sent again is read after the lock, so a retry racing its first try finds what that stored.
    const [, [stored], state, endpoints] = await allOf([
      ticketId ? tx.lockNamed(ticketLock(ticketId)) : undefined,
      tx.checkIns.byClientScan(caller.source, [input.clientScanId]),
      readScanState(tx, caller.organizerId, [list.id], ticketId ? [ticketId] : []),
      tx.webhooksOut.subscribedEndpoints(caller.organizerId, "ticket.checked_in"),
    ]);
    if (stored) return storedAnswer(tx, list, stored);
    const ticket = state.ticketOf(code);
    const own = ticket?.own ? ticket.row : null;
    const now = deps.clock();
    const onList = state.onList(list.id, own?.id ?? "");
    const verdict = judge(judgedList(list), ticket && judgedTicket(ticket.row), onList, input.type, now);
    const status = verdict.result === "valid" ? "counted" : "refused";
    const row = scanRow(caller, list, {
      ticket_id: own?.id ?? null,
      client_scan_id: input.clientScanId,
      type: input.type,
      result: verdict.result,
      status,
      offline: 0,
      device_result: null,
      scanned_at: now,
      received_at: now,
    });
    const admitted = status === "counted" && input.type === "entry" && own ? own : null;
    let id: number | undefined;
    if (admitted && endpoints.length > 0) {
      id = (await tx.checkIns.insert([row])).get(input.clientScanId);
      const entry = { ticketId: admitted.id, orderId: admitted.order_id, eventId: list.event_id, listId: list.id };
      if (id !== undefined)
        await queueCheckedIn(tx, caller.organizerId, [{ checkInId: id, ...entry, at: now, offline: false }], endpoints);
    } else {
      // Nothing else to write: the row goes with the COMMIT, so the ticket's lock is let go one round trip sooner.
      const [ids] = await allOf([tx.checkIns.insert([row]), tx.commit()]);
      id = ids.get(input.clientScanId);
    }
    // Not stored: the same scan of a code naming no ticket (no lock) was stored meanwhile by a retry.
    if (id === undefined) return "raced";
    const previous = verdict.previous && { at: verdict.previous.at, listName: list.name, by: verdict.previous.by };
    return redeemAnswer(list, { id, result: verdict.result, status }, ticket, previous);
  });
  if (answer !== "raced") return answer;
  // Answer what the retry stored, read once the transaction is over.
  const [raced] = await deps.store.checkIns.byClientScan(caller.source, [input.clientScanId]);
  if (!raced) throw new Error(`check-in ${caller.source}/${input.clientScanId}: neither stored nor found`);
  return storedAnswer(deps.store, list, raced);
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
