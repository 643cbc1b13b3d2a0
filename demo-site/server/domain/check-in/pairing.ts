// Pairing a check-in device: the back office makes the device with a one-time pairing code (32 random bytes, 15
// minutes, only its SHA-256 kept), shown once as a QR code and a link; the phone sends the code and gets its device
// token (`tkd_…`, shown once, only its SHA-256 kept). A code works once: two phones racing with one code, one wins.
import { recordAudit, type SessionActor } from "../audit/record.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { randomId } from "../random-id.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import type { CheckInDeviceRow } from "../../store/queries/check-in-setup.ts";
import { DEVICE_TOKEN_PREFIX, deviceAuditActor, deviceView, listIdsOf, type DeviceView } from "./devices.ts";

export const PAIRING_TTL_MS = 15 * 60_000;

type PairingDeps = Pick<Deps, "store" | "clock">;

export interface NewDevice {
  device: DeviceView;
  /** Shown once: the back office draws it as a QR code; never stored, logged or audited. */
  pairingCode: string;
  /** `${origin}/manage/check-in/#pair=<code>`: a phone's camera app opens the scanner with the code. */
  pairingUrl: string;
  expiresAt: number;
}

/** Makes a device for the organizer's lists `listIds` (each one in use, else 400), with its pairing code. */
export async function createDevice(
  deps: PairingDeps,
  actor: SessionActor,
  organizerId: number,
  origin: string,
  input: { name: string; listIds: readonly number[] },
): Promise<NewDevice> {
  const listIds = [...new Set(input.listIds)].sort((a, b) => a - b);
  const pairingCode = randomToken();
  const now = deps.clock();
  const row: CheckInDeviceRow = {
    id: `dev_${randomId(12)}`,
    organizer_id: organizerId,
    name: input.name,
    list_ids: listIds.join(" "),
    pairing_hash: hashToken(pairingCode),
    pairing_expires_at: now + PAIRING_TTL_MS,
    token_hash: null,
    prefix: null,
    created_by: actor.userId > 0 ? actor.userId : null,
    created_at: now,
    paired_at: null,
    last_seen_at: null,
    revoked_at: null,
  };
  const device = await deps.store.transaction(async (tx) => {
    const lists = await tx.checkInSetup.organizerLists(organizerId, listIds);
    const unknown = listIds.filter((id) => !lists.some((l) => l.id === id));
    if (unknown.length > 0)
      throw new ApiError(
        400,
        "invalid_request",
        `listIds: ${unknown.join(", ")} is not a check-in list in use of this organizer; pick among its lists.`,
        "listIds",
      );
    await tx.checkInSetup.insertDevice(row);
    const view = deviceView(row);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "check_in_device.create",
      target: `check_in_device:${row.id}`,
      after: view,
      at: now,
    });
    return view;
  });
  const pairingUrl = `${origin}/manage/check-in/#pair=${pairingCode}`;
  return { device, pairingCode, pairingUrl, expiresAt: row.pairing_expires_at! };
}

const pairingInvalid = () =>
  new ApiError(
    400,
    "pairing_invalid",
    "This pairing code is unknown, used or expired (codes work once, for 15 minutes): " +
      "make a new one in the back office.",
  );

export interface Paired {
  /** Shown once: the device keeps it and sends it as `Authorization: Bearer tkd_…`. */
  token: string;
  device: { id: string; name: string; organizerId: number; listIds: number[] };
}

/** Pairs the device whose code `code` is (unused, unexpired, not revoked; else 400 pairing_invalid); audited. */
export async function pairDevice(deps: PairingDeps, code: string): Promise<Paired> {
  const pairingHash = hashToken(code);
  const token = `${DEVICE_TOKEN_PREFIX}${randomToken()}`;
  const prefix = token.slice(0, DEVICE_TOKEN_PREFIX.length + 4);
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const row = await tx.checkInSetup.byPairingHash(pairingHash);
    if (!row || !(await tx.checkInSetup.pair(row.id, pairingHash, { hash: hashToken(token), prefix }, now)))
      throw pairingInvalid();
    await recordAudit(tx, {
      actor: deviceAuditActor(row),
      organizerId: row.organizer_id,
      action: "check_in_device.pair",
      target: `check_in_device:${row.id}`,
      after: { name: row.name, listIds: listIdsOf(row), prefix, pairedAt: now },
      at: now,
    });
    return { token, device: { id: row.id, name: row.name, organizerId: row.organizer_id, listIds: listIdsOf(row) } };
  });
}
