import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatZonedDate, zoneAbbreviation } from "./zoned-date.ts";

// The reader's own zone must not show: here it is Tokyo's, a zone no event below is in.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "Asia/Tokyo";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("formatZonedDate: a date as the event's place shows it", () => {
  it("is the wall clock of the event's zone with its summer or winter abbreviation", () => {
    expect(formatZonedDate("2030-07-04T16:00:00Z", "en", "Europe/Berlin")).toBe("Thu, Jul 4, 2030, 6:00 PM CEST");
    expect(formatZonedDate("2030-01-10T17:00:00Z", "en", "Europe/Berlin")).toBe("Thu, Jan 10, 2030, 6:00 PM CET");
    expect(formatZonedDate("2030-07-04T22:00:00Z", "en-GB", "America/New_York")).toBe("Thu, 4 Jul 2030, 18:00 EDT");
    // Morning hours without a leading zero, in 12- and 24-hour languages alike.
    expect(formatZonedDate("2030-07-04T07:00:00Z", "en", "Europe/Berlin")).toBe("Thu, Jul 4, 2030, 9:00 AM CEST");
    expect(formatZonedDate("2030-07-04T07:00:00Z", "de", "Europe/Berlin")).toBe("Do., 4. Juli 2030, 9:00 MESZ");
  });

  it("speaks the reader's language, with the language's own abbreviation where it has one, else the known one", () => {
    expect(formatZonedDate("2030-01-10T17:00:00Z", "de", "Europe/Berlin")).toBe("Do., 10. Jan. 2030, 18:00 MEZ");
    expect(formatZonedDate("2030-07-04T16:00:00Z", "nl", "Europe/Berlin")).toBe("do 4 jul 2030, 18:00 CEST");
    expect(zoneAbbreviation(new Date("2030-07-04T16:00:00Z"), "fr", "Europe/Berlin")).toBe("CEST");
    expect(zoneAbbreviation(new Date("2030-07-04T16:00:00Z"), "en", "Europe/Lisbon")).toBe("WEST");
  });

  it("states the offset where no abbreviation exists, UTC without a zone or with a bad one, and keeps a non-date", () => {
    expect(formatZonedDate("2030-07-04T09:00:00Z", "en-GB", "Asia/Tokyo")).toBe("Thu, 4 Jul 2030, 18:00 GMT+9");
    expect(formatZonedDate("2030-07-04T18:00:00Z", "en-GB")).toBe("Thu, 4 Jul 2030, 18:00 UTC");
    expect(formatZonedDate("2030-07-04T18:00:00Z", "en", "Not/AZone")).toBe("Thu, Jul 4, 2030, 6:00 PM UTC");
    expect(formatZonedDate("not a date", "en", "Europe/Berlin")).toBe("not a date");
  });
});
