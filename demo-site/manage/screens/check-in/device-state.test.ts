import { describe, expect, it } from "vitest";
import type { CheckInDevice } from "../../api/check-in.ts";
import { deviceState } from "./device-state.ts";

const made: CheckInDevice = {
  id: "dev_a",
  name: "Gate A phone",
  listIds: [4],
  prefix: null,
  createdAt: 1_000,
  pairedAt: null,
  lastSeenAt: null,
  revokedAt: null,
  pairingExpiresAt: 901_000,
};

describe("a device's state", () => {
  it("waits for its pairing until the code expires, then says so", () => {
    expect(deviceState(made, 900_999)).toEqual({ key: "waiting", at: null });
    expect(deviceState(made, 901_000)).toEqual({ key: "expired", at: null });
  });

  it("is paired from its pairing on, and revoked above all", () => {
    const paired = { ...made, pairedAt: 5_000, prefix: "tkd_ab", pairingExpiresAt: null };
    expect(deviceState(paired, 2_000_000)).toEqual({ key: "paired", at: 5_000 });
    expect(deviceState({ ...paired, revokedAt: 9_000 }, 2_000_000)).toEqual({ key: "revoked", at: 9_000 });
    expect(deviceState({ ...made, revokedAt: 7_000, pairingExpiresAt: null }, 2_000)).toEqual({
      key: "revoked",
      at: 7_000,
    });
  });
});
