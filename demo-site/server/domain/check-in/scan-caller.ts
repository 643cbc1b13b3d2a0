// Who scans, as a scan is stored: whose client scan ids they are (a device's, a person's or an API token's, so two
// scanners' ids never collide), the name every scan shows ("by"), and the list a scan is for, which the caller must
// be allowed to use (a device: only the lists it was paired for; 404 list_not_found otherwise, as for no list).
import type { Deps } from "../deps.ts";
import type { CheckInListRow } from "../../store/queries/check-in-setup.ts";
import type { NewCheckIn } from "../../store/queries/check-ins.ts";
import { deviceMayUseList } from "./devices.ts";
import { listNotFound } from "./lists.ts";

/** The back office's actor, as far as a scan cares (routes/manage/manage-route.ts' Actor fits). */
export interface ScanActor {
  userId: number;
  email: string;
  token?: { id: string; name: string };
  device?: { id: string; name: string; listIds: readonly number[]; revoked: boolean };
}

export interface ScanCaller {
  organizerId: number;
  actor: ScanActor;
  /** "dev:<id>", "tok:<id>" or "user:<id>": the namespace of its client scan ids. */
  source: string;
  /** The device's or the token's name, or the person's email. */
  label: string;
  deviceId: string | null;
  userId: number | null;
  /** A revoked device uploading its queue: its scans are kept, never counted. */
  revokedDevice: boolean;
}

export function scanCaller(actor: ScanActor, organizerId: number): ScanCaller {
  const { device, token } = actor;
  const common = { organizerId, actor, revokedDevice: device?.revoked === true };
  if (device) return { ...common, source: `dev:${device.id}`, label: device.name, deviceId: device.id, userId: null };
  if (token) return { ...common, source: `tok:${token.id}`, label: token.name, deviceId: null, userId: null };
  return { ...common, source: `user:${actor.userId}`, label: actor.email, deviceId: null, userId: actor.userId };
}

/** The caller's list `listId`, or null when it may not scan for it (another organizer's, none, not the device's). */
export async function usableList(
  deps: Pick<Deps, "store">,
  caller: ScanCaller,
  listId: number,
): Promise<CheckInListRow | null> {
  if (!deviceMayUseList(caller.actor, listId)) return null;
  return (await deps.store.checkInSetup.list(caller.organizerId, listId)) ?? null;
}

/** Like usableList for a scan made now: an archived list (no longer offered to scanners) is not found either. */
export async function listInUse(deps: Pick<Deps, "store">, caller: ScanCaller, listId: number) {
  const list = await usableList(deps, caller, listId);
  if (!list || list.archived_at !== null) throw listNotFound();
  return list;
}

/** What differs between one stored scan and another of the same caller on the same list. */
export type ScanFields = Omit<
  NewCheckIn,
  "organizer_id" | "event_id" | "list_id" | "source" | "device_id" | "user_id" | "actor_label"
>;

/** A scan's row: who made it and on which list (the caller's and the list's columns), and `scan`'s own. */
export function scanRow(caller: ScanCaller, list: CheckInListRow, scan: ScanFields): NewCheckIn {
  return {
    organizer_id: caller.organizerId,
    event_id: list.event_id,
    list_id: list.id,
    source: caller.source,
    device_id: caller.deviceId,
    user_id: caller.userId,
    actor_label: caller.label,
    ...scan,
  };
}
