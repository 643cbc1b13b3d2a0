// Paired check-in devices: what the back office shows of them, finding one by its token (the guard's device path),
// revoking one (at once: its next online call is refused), and `deviceMayUseList`, the check every scan route makes
// so a device scans only for the lists it was paired for.
import { recordAudit, type AuditActor, type SessionActor } from "../audit/record.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { hashToken } from "../accounts/tokens.ts";
import type { CheckInDeviceRow } from "../../store/queries/check-in-setup.ts";

/** Every device token starts so: a secret scanner (or a person) can tell what leaked. */
export const DEVICE_TOKEN_PREFIX = "tkd_";
/** A device is marked seen at most this often: not a write per scan. */
const TOUCH_EVERY_MS = 60_000;

type DeviceDeps = Pick<Deps, "store" | "clock">;

export interface DeviceView {
  /** "dev_…" */
  id: string;
  name: string;
  listIds: number[];
  /** The device token's first characters (null until paired). */
  prefix: string | null;
  createdAt: number;
  pairedAt: number | null;
  lastSeenAt: number | null;
  revokedAt: number | null;
  /** When its pairing code stops working; null once paired or revoked. */
  pairingExpiresAt: number | null;
}

export const listIdsOf = (row: Pick<CheckInDeviceRow, "list_ids">) =>
  row.list_ids.split(" ").filter(Boolean).map(Number);

export function deviceView(row: CheckInDeviceRow): DeviceView {
  return {
    id: row.id,
    name: row.name,
    listIds: listIdsOf(row),
    prefix: row.prefix,
    createdAt: row.created_at,
    pairedAt: row.paired_at,
    lastSeenAt: row.last_seen_at,
    revokedAt: row.revoked_at,
    pairingExpiresAt: row.paired_at === null && row.revoked_at === null ? row.pairing_expires_at : null,
  };
}

/**
 * Whether the caller may scan for list `listId`: a paired device only for the lists it was paired for; anyone else
 * (a person, an API token) for every list of the organizer, whose tenancy the route checks. A scan route answers
 * 404 list_not_found when this is false, as for a list that does not exist.
 */
export function deviceMayUseList(
  actor: { device?: { listIds: readonly number[] } } | null | undefined,
  listId: number,
): boolean {
  if (!actor?.device) return true;
  return actor.device.listIds.includes(listId);
}

export const deviceNotFound = () =>
  new ApiError(404, "device_not_found", "No check-in device with this id in this organizer: check the address.");

/** How the scan log and the audit log name a device: its name and id. */
export const deviceLabel = (row: Pick<CheckInDeviceRow, "id" | "name">) => `device "${row.name}" (${row.id})`;

export function deviceAuditActor(row: Pick<CheckInDeviceRow, "id" | "name" | "created_by">): AuditActor {
  return { kind: "user", id: row.created_by, label: deviceLabel(row) };
}

export async function listDevices(deps: Pick<Deps, "store">, organizerId: number): Promise<DeviceView[]> {
  return (await deps.store.checkInSetup.devices(organizerId)).map(deviceView);
}

/**
 * The paired device a `tkd_` token opens, revoked or not (the guard decides what a revoked one may still do), or
 * null: not a device token, or no device has it. A working device is marked seen, at most once a minute.
 */
export async function findDevice(deps: DeviceDeps, token: string): Promise<CheckInDeviceRow | null> {
  if (!token.startsWith(DEVICE_TOKEN_PREFIX)) return null;
  const row = await deps.store.checkInSetup.byTokenHash(hashToken(token));
  if (!row) return null;
  const now = deps.clock();
  if (row.revoked_at === null && (row.last_seen_at === null || now - row.last_seen_at > TOUCH_EVERY_MS)) {
    await deps.store.checkInSetup.touchDevice(row.id, now);
    return { ...row, last_seen_at: now };
  }
  return row;
}

/** Revokes the device at once (its pairing code too, if unused); audited. Revoking it again changes nothing. */
export async function revokeDevice(
  deps: DeviceDeps,
  actor: AuditActor | SessionActor,
  organizerId: number,
  id: string,
): Promise<DeviceView> {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const row = await tx.checkInSetup.device(organizerId, id);
    if (!row) throw deviceNotFound();
    if (!(await tx.checkInSetup.revokeDevice(organizerId, id, now))) return deviceView(row);
    const before = deviceView(row);
    const after = deviceView({ ...row, revoked_at: now, pairing_hash: null, pairing_expires_at: null });
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "check_in_device.revoke",
      target: `check_in_device:${id}`,
      before,
      after,
      at: now,
    });
    return after;
  });
}
