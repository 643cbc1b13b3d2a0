import { describe, expect, it } from "vitest";
import { TONES } from "./tones.ts";

describe("the verdicts' sounds", () => {
  it("give every outcome a pattern of its own, short enough to finish before the next scan", () => {
    const patterns = Object.values(TONES).map((tones) => JSON.stringify(tones));
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const [outcome, tones] of Object.entries(TONES)) {
      const total = tones.reduce((sum, t) => sum + t.ms + t.gap, 0);
      expect(total, outcome).toBeLessThan(1_000);
      expect(tones.length, outcome).toBeGreaterThan(0);
    }
  });

  it("make an admission sound higher than any refusal", () => {
    const lowestValid = Math.min(...TONES.valid.map((t) => t.frequency));
    for (const [outcome, tones] of Object.entries(TONES))
      if (outcome !== "valid") expect(Math.max(...tones.map((t) => t.frequency)), outcome).toBeLessThan(lowestValid);
  });
});
