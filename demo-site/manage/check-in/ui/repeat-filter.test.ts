import { describe, expect, it } from "vitest";
import { createRepeatFilter } from "./repeat-filter.ts";

describe("the camera's re-read rule", () => {
  it("counts a code held in front of the camera for 5 s (read 10 times a second) as one scan", () => {
    const filter = createRepeatFilter();
    const accepted = Array.from({ length: 50 }, (_, i) => filter.accept("TC2.a", 1_000 + i * 100));
    expect(accepted.filter(Boolean)).toHaveLength(1);
    expect(accepted[0]).toBe(true);
  });

  it("takes the same code again 6 s after its last accepted read", () => {
    const filter = createRepeatFilter();
    expect(filter.accept("TC2.a", 0)).toBe(true);
    expect(filter.accept("TC2.a", 5_999)).toBe(false);
    expect(filter.accept("TC2.a", 6_000)).toBe(true);
    expect(filter.accept("TC2.a", 6_100)).toBe(false);
  });

  it("takes another code at once, and each code keeps its own window", () => {
    const filter = createRepeatFilter();
    expect(filter.accept("TC2.a", 0)).toBe(true);
    expect(filter.accept("TC2.b", 100)).toBe(true);
    expect(filter.accept("TC2.a", 200)).toBe(false);
    expect(filter.accept("TC2.b", 6_099)).toBe(false);
    expect(filter.accept("TC2.a", 6_000)).toBe(true);
  });
});
