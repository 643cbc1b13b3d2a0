// GET /organizers/:org/events/:event/check-in/conflicts: the scans the back office must look at after the devices
// synced: tickets admitted twice offline (both check-ins: times, lists, devices) and the scans of devices revoked
// meanwhile (kept, never counted). The newest 500 of each.
import type { Deps } from "../deps.ts";
import { allOf } from "../../store/all-of.ts";
import type { ProblemScanRow } from "../../store/queries/check-ins-figures.ts";
import { ownEvent } from "../catalog/common.ts";

const LIMIT = 500;

const attendeeName = (r: ProblemScanRow) =>
  r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim();

const scanOf = (r: ProblemScanRow) => ({
  at: r.scanned_at,
  listName: r.list_name,
  by: r.actor_label,
  offline: r.offline === 1,
});

export async function checkInConflicts(deps: Pick<Deps, "store">, organizerId: number, eventId: number) {
  await ownEvent(deps.store, organizerId, eventId);
  const [conflicts, revoked] = await allOf([
    deps.store.checkIns.problemScans(organizerId, eventId, "conflict", LIMIT),
    deps.store.checkIns.problemScans(organizerId, eventId, "revoked_device", LIMIT),
  ]);
  return {
    conflicts: conflicts.map((r) => ({
      id: r.id,
      ticketId: r.ticket_id,
      attendeeName: attendeeName(r),
      ticketTypeName: r.ticket_type_name,
      orderId: r.order_id,
      first:
        r.first_at === null
          ? null
          : { at: r.first_at, listName: r.first_list_name ?? "", by: r.first_by ?? "", offline: r.first_offline === 1 },
      second: scanOf(r),
    })),
    revokedDeviceScans: revoked.map((r) => ({
      id: r.id,
      ticketId: r.ticket_id,
      attendeeName: attendeeName(r),
      at: r.scanned_at,
      listName: r.list_name,
      by: r.actor_label,
      result: r.result,
    })),
  };
}
