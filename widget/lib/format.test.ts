import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent, organizerLink, safeLocale } from "./format.ts";

describe("format", () => {
  it("formats money in the buyer's locale and currency", () => {
    expect(formatMoney("25.00", "EUR", "en")).toBe("€25.00");
    expect(formatMoney("1234.5", "EUR", "de").replace(/\s/g, " ")).toBe("1.234,50 €");
    expect(formatMoney("9.99", "USD", "en-US")).toBe("$9.99");
  });
  it("falls back to EUR for an unknown currency code and en for a broken locale", () => {
    expect(formatMoney("1", "NOPE!", "en")).toBe("€1.00");
    expect(safeLocale("not a locale!")).toBe("en");
  });
  it("formats percentages", () => {
    expect(formatPercent(5, "en")).toBe("5%");
    expect(formatPercent(2.5, "de").replace(/\s/g, " ")).toBe("2,5 %");
  });
  it("builds the organizer link from the subdomain", () => {
    expect(organizerLink("http://localhost:8080", "acme")).toBe("http://localhost:8080/o/acme");
  });
});
