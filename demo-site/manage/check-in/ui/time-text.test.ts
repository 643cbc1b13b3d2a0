import { describe, expect, it } from "vitest";
import { clockTime, relativeTime } from "./time-text.ts";

const now = Date.UTC(2030, 6, 4, 18, 30, 0);

describe("times on the door scanner", () => {
  it("says how long ago, in the app's language", () => {
    expect(relativeTime(now - 3_000, now, "en")).toBe("now");
    expect(relativeTime(now - 42_000, now, "en")).toBe("42 seconds ago");
    expect(relativeTime(now - 3 * 60_000 - 5_000, now, "en")).toBe("3 minutes ago");
    expect(relativeTime(now - 2 * 3_600_000, now, "de")).toBe("vor 2 Stunden");
    expect(relativeTime(now - 86_400_000, now, "en")).toBe("yesterday");
  });

  it("gives the clock time in the event's time zone, with the date only for another day", () => {
    expect(clockTime(now - 60_000, now, "en-GB", "Europe/Berlin")).toBe("20:29");
    expect(clockTime(now - 60_000, now, "en-GB", "UTC")).toBe("18:29");
    expect(clockTime(now - 2 * 86_400_000, now, "en-GB", "UTC")).toBe("2 Jul 2030, 18:30");
  });
});
