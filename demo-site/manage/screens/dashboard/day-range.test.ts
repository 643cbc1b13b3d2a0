import { describe, expect, it } from "vitest";
import { dayRange, MIN_DAYS } from "./day-range.ts";

describe("the days of the sales chart", () => {
  it("are at least two weeks up to the last sale, the days without one as 0", () => {
    const range = dayRange([{ day: "2030-03-01", tickets: 5 }]);
    expect(range).toHaveLength(MIN_DAYS);
    expect(range[0]).toEqual({ day: "2030-02-16", tickets: 0 });
    expect(range.at(-1)).toEqual({ day: "2030-03-01", tickets: 5 });
  });

  it("run from the first sale to the last without a gap, across a month's end, in order", () => {
    const range = dayRange([
      { day: "2030-03-02", tickets: 2 },
      { day: "2030-01-30", tickets: 7 },
    ]);
    expect(range).toHaveLength(32);
    expect(range[0]).toEqual({ day: "2030-01-30", tickets: 7 });
    expect(range[2]).toEqual({ day: "2030-02-01", tickets: 0 });
    expect(range.at(-1)).toEqual({ day: "2030-03-02", tickets: 2 });
    expect(range.reduce((sum, d) => sum + d.tickets, 0)).toBe(9);
  });

  it("are none before the first sale", () => {
    expect(dayRange([])).toEqual([]);
  });
});
