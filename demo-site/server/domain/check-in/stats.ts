// GET /organizers/:org/events/:event/check-in/stats: the back office's live figures of the door (refetched every few
// seconds): per list checked in of its total, inside now and exits; per ticket type checked in of its total; scans
// per minute over the last 30 minutes; conflicts; the last scan. Aggregates the database computes, in one round
// of reads.
import type { Deps } from "../deps.ts";
import { allOf } from "../../store/all-of.ts";
import { ownEvent } from "../catalog/common.ts";
import { ticketIdsOf } from "./lists-input.ts";

const MINUTE = 60_000;
const WINDOW_MINUTES = 30;

export interface CheckInStats {
  lists: { id: number; name: string; checkedIn: number; total: number; inside: number; exits: number }[];
  ticketTypes: { id: number; name: string; checkedIn: number; total: number }[];
  /** The last 30 minutes, oldest first, every minute (at: its start, epoch ms). */
  perMinute: { at: number; scans: number }[];
  conflicts: number;
  lastScanAt: number | null;
}

export async function checkInStats(
  deps: Pick<Deps, "store" | "clock">,
  organizerId: number,
  eventId: number,
): Promise<CheckInStats> {
  await ownEvent(deps.store, organizerId, eventId);
  const current = Math.floor(deps.clock() / MINUTE);
  const first = current - WINDOW_MINUTES + 1;
  const q = deps.store.checkIns;
  const [lists, types, admitting, figures, byType, perMinute, summary] = await allOf([
    deps.store.checkInSetup.eventLists(organizerId, eventId),
    q.ticketTypes(eventId),
    q.admittingByType(eventId),
    q.listFigures(eventId),
    q.checkedInByType(eventId),
    q.scansPerMinute(eventId, first * MINUTE),
    q.scanSummary(eventId),
  ]);
  const figuresOf = new Map(figures.map((f) => [f.list_id, f]));
  const allTickets = [...admitting.values()].reduce((a, b) => a + b, 0);
  return {
    lists: lists.map((l) => {
      const f = figuresOf.get(l.id);
      const typeIds = ticketIdsOf(l);
      return {
        id: l.id,
        name: l.name,
        checkedIn: f?.checked_in ?? 0,
        total: typeIds ? typeIds.reduce((sum, id) => sum + (admitting.get(id) ?? 0), 0) : allTickets,
        inside: f?.inside ?? 0,
        exits: f?.exits ?? 0,
      };
    }),
    ticketTypes: types.map((t) => ({
      id: t.id,
      name: t.name,
      checkedIn: byType.get(t.id) ?? 0,
      total: admitting.get(t.id) ?? 0,
    })),
    perMinute: Array.from({ length: WINDOW_MINUTES }, (_, i) => ({
      at: (first + i) * MINUTE,
      scans: perMinute.get(first + i) ?? 0,
    })),
    conflicts: summary.conflicts,
    lastScanAt: summary.lastScanAt,
  };
}
