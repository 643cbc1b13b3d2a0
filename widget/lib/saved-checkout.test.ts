import { afterEach, describe, expect, it, vi } from "vitest";
import { savedCheckoutKey } from "../state/config-atoms.ts";
import { readSavedCheckout, writeSavedCheckout, type SavedCheckout } from "./saved-checkout.ts";

const SAVED: SavedCheckout = {
  v: 1,
  step: 4,
  quantities: { "10101": 2 },
  reservationId: "res_1",
  expiresAtMs: 1_000,
  choice: { method: "card", path: "stripe", providerMethod: "card" },
  attempt: { slot: "101:stripe", key: "k", fingerprint: "f" },
  voucher: null,
  detailsSaved: false,
  detailsBox: "box",
};

describe("saved checkout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("round-trips under a key per page path and event, and is forgotten with null", () => {
    writeSavedCheckout("101", SAVED);
    expect(sessionStorage.getItem(savedCheckoutKey("101"))).not.toBeNull();
    expect(savedCheckoutKey("101")).toBe(`tc-resume:${location.pathname}:101`);
    expect(readSavedCheckout("101")).toEqual(SAVED);
    expect(readSavedCheckout("102")).toBeNull();
    writeSavedCheckout("101", null);
    expect(readSavedCheckout("101")).toBeNull();
  });

  it("ignores anything malformed: not JSON, another version, a bad quantity, an unknown path", () => {
    const key = savedCheckoutKey("101");
    for (const raw of [
      "{",
      JSON.stringify({ ...SAVED, v: 2 }),
      JSON.stringify({ ...SAVED, quantities: { "1": 0 } }),
      JSON.stringify({ ...SAVED, choice: { ...SAVED.choice, path: "x" } }),
      JSON.stringify({ ...SAVED, step: 2 }),
    ]) {
      sessionStorage.setItem(key, raw);
      expect(readSavedCheckout("101")).toBeNull();
    }
  });

  it("blocked storage: nothing to resume, nothing thrown", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(() => writeSavedCheckout("101", SAVED)).not.toThrow();
    expect(readSavedCheckout("101")).toBeNull();
  });
});
