import { describe, expect, it } from "vitest";
import { share, timeAgo, zonedClock, zonedTime } from "./format.ts";

const at = Date.UTC(2030, 6, 4, 16, 5); // 18:05 in Berlin (summer time)

describe("the check-in screens' formats", () => {
  it("show a scan's time in the event's zone, with the zone's abbreviation", () => {
    expect(zonedTime(at, "Europe/Berlin", "en")).toBe("Thu, Jul 4, 2030, 6:05 PM CEST");
    expect(zonedTime(at, "America/New_York", "de")).toContain("12:05");
    expect(zonedTime(null, "Europe/Berlin", "en")).toBe("");
  });

  it("label a minute by the event's wall clock, and read an unknown zone as UTC", () => {
    expect(zonedClock(at, "Europe/Berlin", "de")).toBe("18:05");
    expect(zonedClock(at, "Not/AZone", "de")).toBe("16:05");
  });

  it("say how long ago in the largest whole unit", () => {
    const now = at + 5 * 60_000 + 20_000;
    expect(timeAgo(at, now, "en")).toBe("5 minutes ago");
    expect(timeAgo(now, now, "en")).toBe("now");
    expect(timeAgo(at, at + 3 * 86_400_000, "de")).toBe("vor 3 Tagen");
    expect(timeAgo(at, at + 2 * 3_600_000, "fr")).toBe("il y a 2 heures");
  });

  it("give a share of a total, and none of nothing", () => {
    expect(share(21, 50, "en")).toBe("42%");
    expect(share(1, 3, "de")).toBe("33\u00a0%");
    expect(share(0, 0, "en")).toBe("–");
  });
});
