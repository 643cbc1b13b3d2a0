// Where a paired device is in its life, for the Devices screen: waiting for its pairing (or too late for it), paired,
// revoked; with the moment that state began where there is one.
import type { CheckInDevice } from "../../api/check-in.ts";

export type DeviceStateKey = "waiting" | "expired" | "paired" | "revoked";

export function deviceState(device: CheckInDevice, now: number): { key: DeviceStateKey; at: number | null } {
  if (device.revokedAt !== null) return { key: "revoked", at: device.revokedAt };
  if (device.pairedAt !== null) return { key: "paired", at: device.pairedAt };
  if (device.pairingExpiresAt !== null && device.pairingExpiresAt <= now) return { key: "expired", at: null };
  return { key: "waiting", at: null };
}
