// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate in the event's time zone", () => {
  it("shows the wall clock of the zone with its summer or winter abbreviation", () => {
    expect(formatDate("2030-07-04T16:00:00Z", "en-GB", "Europe/Berlin")).toBe("Thu, 4 Jul 2030, 18:00 CEST");
    expect(formatDate("2030-01-10T17:00:00Z", "en-GB", "Europe/Berlin")).toBe("Thu, 10 Jan 2030, 18:00 CET");
    expect(formatDate("2030-07-04T22:00:00Z", "en-GB", "America/New_York")).toBe("Thu, 4 Jul 2030, 18:00 EDT");
  });

  it("speaks the reader's language, with the language's own abbreviation where it has one", () => {
    expect(formatDate("2030-07-04T16:00:00Z", "de", "Europe/Berlin")).toBe("Do., 4. Juli 2030, 18:00 MESZ");
    // French has no letters for it: the abbreviation readers know from English.
    expect(formatDate("2030-07-04T16:00:00Z", "fr", "Europe/Berlin")).toMatch(/^jeu\. 4 juil\. 2030.*18:00 CEST$/);
    expect(formatDate("2030-07-04T16:00:00Z", "pl", "Europe/Berlin")).toMatch(/18:00 CEST$/);
  });

  it("states an offset where no abbreviation exists, UTC without a zone, and never fails on a bad zone", () => {
    expect(formatDate("2030-07-04T09:00:00Z", "en-GB", "Asia/Tokyo")).toBe("Thu, 4 Jul 2030, 18:00 GMT+9");
    expect(formatDate("2030-07-04T18:00:00Z")).toBe("Thu, 4 Jul 2030, 18:00 UTC");
    expect(formatDate("2030-07-04T18:00:00Z", "en-GB", "Not/AZone")).toBe("Thu, 4 Jul 2030, 18:00 UTC");
    expect(formatDate("not a date", "en-GB", "Europe/Berlin")).toBe("not a date");
  });
});
