import { describe, expect, it } from "vitest";
import { randomId } from "./random-id.ts";

describe("randomId", () => {
  it("gives the asked number of bytes as base64url", () => {
    for (const bytes of [9, 12, 24, 3000]) {
      const id = randomId(bytes);
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(id, "base64url")).toHaveLength(bytes);
    }
  });

  it("never hands out the same bytes twice, across pool refills", () => {
    // 5,000 ids of 12 bytes: about 30 refills of the pool. A repeated id would mean bytes given out twice.
    const ids = Array.from({ length: 5000 }, () => randomId(12));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
