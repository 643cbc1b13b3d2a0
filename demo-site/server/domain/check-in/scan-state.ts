// What the scans of one request are judged against, read once inside their transaction (after the tickets' locks):
// the tickets their codes name and those tickets' counted scans on the lists. Judging a scan that counts updates
// it, so the next scan of the same batch sees it, and the whole batch costs two reads.
import { allOf } from "../../store/all-of.ts";
import type { Tx } from "../../store/index.ts";
import type { ScanTicketRow } from "../../store/queries/check-ins.ts";
import type { CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { VerifiedTicketCode } from "../tickets/ticket-code.ts";
import { ticketIdsOf } from "./lists-input.ts";
import {
  afterCounted,
  NOTHING_COUNTED,
  revokedReason,
  type CountedRef,
  type JudgedList,
  type JudgedTicket,
  type TicketOnList,
} from "./verdict.ts";

export const judgedList = (list: CheckInListRow): JudgedList => ({
  eventId: list.event_id,
  ticketTypeIds: ticketIdsOf(list),
  allowReentry: list.allow_reentry === 1,
  validFrom: list.valid_from,
  validUntil: list.valid_until,
});

export const judgedTicket = (t: ScanTicketRow): JudgedTicket => ({
  eventId: t.event_id,
  ticketTypeId: t.ticket_type_id,
  revoked: revokedReason(t.order_status, t.voided_at),
});

/** The ticket id a verified code names, for the locks and the reads (null: the code verified not). */
export const codeTicketId = (code: VerifiedTicketCode | null) => code?.ticketCodeId ?? null;

export class ScanState {
  private readonly byTicket = new Map<string, TicketOnList>();

  constructor(
    private readonly tickets: Map<string, ScanTicketRow>,
    private readonly organizerId: number,
  ) {}

  /**
   * The issued ticket a verified code names, or null: no such ticket, or one whose event is not the code's. A ticket
   * of another organizer is returned (it is "of another event"); `own` says whether its details may be shown.
   */
  ticketOf(code: VerifiedTicketCode | null): { row: ScanTicketRow; own: boolean } | null {
    const row = code ? this.tickets.get(code.ticketCodeId) : undefined;
    if (!code || !row || row.event_id !== code.eventId) return null;
    return { row, own: row.organizer_id === this.organizerId };
  }

  onList(listId: number, ticketId: string): TicketOnList {
    return this.byTicket.get(`${listId} ${ticketId}`) ?? NOTHING_COUNTED;
  }

  count(listId: number, ticketId: string, scan: CountedRef): void {
    this.byTicket.set(`${listId} ${ticketId}`, afterCounted(this.onList(listId, ticketId), scan));
  }
}

/** Reads the tickets `ticketIds` and their counted scans on `listIds`. */
export async function readScanState(
  tx: Pick<Tx, "checkIns">,
  organizerId: number,
  listIds: readonly number[],
  ticketIds: readonly string[],
): Promise<ScanState> {
  const unique = [...new Set(ticketIds)];
  const [tickets, counted] = await allOf([
    tx.checkIns.tickets(unique),
    tx.checkIns.counted([...new Set(listIds)], unique),
  ]);
  const state = new ScanState(new Map(tickets.map((t) => [t.id, t])), organizerId);
  for (const c of counted)
    state.count(c.list_id, c.ticket_id, {
      id: c.id,
      clientScanId: "",
      type: c.type,
      at: c.scanned_at,
      by: c.actor_label,
    });
  return state;
}
