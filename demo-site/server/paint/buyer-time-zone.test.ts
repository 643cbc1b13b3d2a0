// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buyerTimeZone, offsetZone } from "./buyer-time-zone.ts";

const hourIn = (zone: string | undefined) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(
    new Date("2030-01-01T12:00:00Z"),
  );

describe("offsetZone", () => {
  it("maps whole-hour getTimezoneOffset minutes to Etc/GMT with the POSIX sign", () => {
    expect(offsetZone("-60")).toBe("Etc/GMT-1"); // UTC+1
    expect(offsetZone("300")).toBe("Etc/GMT+5"); // UTC-5
    expect(offsetZone("0")).toBe("Etc/GMT");
    expect(offsetZone("-840")).toBe("Etc/GMT-14");
    expect(offsetZone("720")).toBe("Etc/GMT+12");
    // The zone shows the wall clock of that offset: 12:00 UTC is 13:00 at UTC+1 and 07:00 at UTC-5.
    expect(hourIn(offsetZone("-60"))).toBe("13");
    expect(hourIn(offsetZone("300"))).toBe("07");
  });

  it("has no zone for half hours, offsets beyond the Etc zones and junk", () => {
    for (const raw of ["-330", "-345", "570", "-900", "780", "", null, "1.5", "60 ", "abc", "--60", "12345"]) {
      expect(offsetZone(raw), String(raw)).toBeUndefined();
    }
  });
});

describe("buyerTimeZone", () => {
  it("prefers a known IANA tz, else the offset, else nothing (the server's zone)", () => {
    expect(buyerTimeZone(new URLSearchParams("tz=America/New_York&tzo=-60"))).toBe("America/New_York");
    expect(buyerTimeZone(new URLSearchParams("tz=Not/A_Zone&tzo=-60"))).toBe("Etc/GMT-1");
    expect(buyerTimeZone(new URLSearchParams("tzo=-330"))).toBeUndefined();
    expect(buyerTimeZone(new URLSearchParams(""))).toBeUndefined();
  });
});
