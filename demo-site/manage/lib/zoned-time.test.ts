// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatInZone, fromZonedInput, toZonedInput } from "./zoned-time.ts";

describe("the event's wall-clock time", () => {
  it("shows a UTC instant in the event's zone and reads it back", () => {
    expect(toZonedInput("2030-07-04T18:00:00Z", "Europe/Berlin")).toBe("2030-07-04T20:00");
    expect(fromZonedInput("2030-07-04T20:00", "Europe/Berlin")).toBe("2030-07-04T18:00:00Z");
    expect(fromZonedInput("2030-01-10T20:00", "Europe/Berlin")).toBe("2030-01-10T19:00:00Z");
    expect(fromZonedInput("2030-07-04T09:30", "America/New_York")).toBe("2030-07-04T13:30:00Z");
  });

  it("keeps the wall clock across a daylight-saving change (Berlin, 30 March 2030)", () => {
    expect(fromZonedInput("2030-03-31T01:30", "Europe/Berlin")).toBe("2030-03-31T00:30:00Z");
    expect(fromZonedInput("2030-03-31T03:30", "Europe/Berlin")).toBe("2030-03-31T01:30:00Z");
  });

  it("takes an empty field as no date and formats with the zone's abbreviation", () => {
    expect(fromZonedInput("", "UTC")).toBeNull();
    expect(toZonedInput(null, "UTC")).toBe("");
    expect(formatInZone("2030-07-04T18:00:00Z", "Europe/Berlin", "en-GB")).toMatch(/20:00 CEST/);
    // American English too names the zone ("CEST", not "GMT+2"), as the widget and the mail do.
    expect(formatInZone("2030-07-04T18:00:00Z", "Europe/Berlin", "en")).toMatch(/8:00\sPM CEST$/);
    expect(formatInZone("2030-01-04T18:00:00Z", "Europe/Berlin", "de")).toMatch(/19:00 MEZ$/);
  });
});
