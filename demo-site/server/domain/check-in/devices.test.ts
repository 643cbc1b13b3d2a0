// deviceMayUseList: the check every scan route makes before it reads a list for the caller.
import { describe, expect, it } from "vitest";
import { deviceMayUseList, deviceView } from "./devices.ts";

describe("deviceMayUseList", () => {
  it("lets a device use only the lists it was paired for", () => {
    const actor = { device: { id: "dev_x", name: "Gate A", listIds: [3, 7], revoked: false } };
    expect([3, 7, 8].map((id) => deviceMayUseList(actor, id))).toEqual([true, true, false]);
    expect(deviceMayUseList({ device: { listIds: [] } }, 3)).toBe(false);
  });

  it("leaves people and API tokens to the route's organizer check", () => {
    expect(deviceMayUseList({ token: { id: "tok_x" } } as object, 3)).toBe(true);
    expect(deviceMayUseList(null, 3)).toBe(true);
  });
});

describe("deviceView", () => {
  it("shows the pairing code's expiry only while the device waits to be paired", () => {
    const row = {
      id: "dev_x",
      organizer_id: 1,
      name: "Gate A",
      list_ids: "3 7",
      pairing_hash: "h",
      pairing_expires_at: 900,
      token_hash: null,
      prefix: null,
      created_by: 1,
      created_at: 0,
      paired_at: null,
      last_seen_at: null,
      revoked_at: null,
    };
    expect(deviceView(row)).toMatchObject({ listIds: [3, 7], pairingExpiresAt: 900 });
    expect(deviceView({ ...row, revoked_at: 5 }).pairingExpiresAt).toBeNull();
    expect(JSON.stringify(deviceView(row))).not.toContain('"h"');
  });
});
