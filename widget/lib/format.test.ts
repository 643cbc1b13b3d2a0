import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent, organizerLink, recordNumberLabels, safeLocale, seedNumberLabels } from "./format.ts";

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
  it("records each distinct amount a render formats, with its text (the server's markup)", () => {
    const { result, labels } = recordNumberLabels(() => [formatMoney("25.00", "EUR", "en-GB"), formatMoney("25", "EUR", "en-GB"), formatMoney("3.5", "USD", "en-GB")].join(" "));
    expect(result).toBe("€25.00 €25.00 US$3.50");
    expect(labels).toEqual([
      ["en-GB", "EUR", 25, "€25.00"],
      ["en-GB", "USD", 3.5, "US$3.50"],
    ]);
    expect(recordNumberLabels(() => "").labels).toEqual([]); // nothing kept from before
  });
  it("answers a seeded amount with the server's text, any other amount with Intl; malformed seeds are ignored", () => {
    seedNumberLabels([["en-IE", "EUR", 25, "25 (server)"], ["en-IE", "EUR", "7", "bad"], "junk", ["en-IE", "EUR", 8]]);
    seedNumberLabels({ not: "a list" });
    expect(formatMoney("25.00", "EUR", "en-IE")).toBe("25 (server)");
    expect(formatMoney("25.00", "USD", "en-IE")).toBe("US$25.00");
    expect(formatMoney("7", "EUR", "en-IE")).toBe("€7.00");
    expect(formatMoney("8", "EUR", "en-IE")).toBe("€8.00");
  });
  it("records and seeds percentages too, apart from amounts", () => {
    expect(recordNumberLabels(() => formatPercent(7.5, "en-AU")).labels).toEqual([["en-AU", "%", 7.5, "7.5%"]]);
    seedNumberLabels([["en-NZ", "%", 5, "5 (server)"]]);
    expect(formatPercent(5, "en-NZ")).toBe("5 (server)");
    expect(formatMoney("5", "EUR", "en-NZ")).toBe("€5.00");
  });
});
