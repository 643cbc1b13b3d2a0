import { describe, expect, it } from "vitest";
import {
  formatEventDate,
  formatMoney,
  formatPercent,
  moneyPatterns,
  organizerLink,
  recordLabels,
  safeLocale,
  seedDateLabels,
  seedMoneyPatterns,
  seedNumberLabels,
} from "./format.ts";

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
    const { result, numbers: labels } = recordLabels(() =>
      [
        formatMoney("25.00", "EUR", "en-GB"),
        formatMoney("25", "EUR", "en-GB"),
        formatMoney("3.5", "USD", "en-GB"),
      ].join(" "),
    );
    expect(result).toBe("€25.00 €25.00 US$3.50");
    expect(labels).toEqual([
      ["en-GB", "EUR", 25, "€25.00"],
      ["en-GB", "USD", 3.5, "US$3.50"],
    ]);
    expect(recordLabels(() => "").numbers).toEqual([]); // nothing kept from before
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
    expect(recordLabels(() => formatPercent(7.5, "en-AU")).numbers).toEqual([["en-AU", "%", 7.5, "7.5%"]]);
    seedNumberLabels([["en-NZ", "%", 5, "5 (server)"]]);
    expect(formatPercent(5, "en-NZ")).toBe("5 (server)");
    expect(formatMoney("5", "EUR", "en-NZ")).toBe("€5.00");
  });
  it("reads the server's money patterns from its amounts (percentages have none)", () => {
    const { numbers: labels } = recordLabels(() => [
      formatMoney(10, "EUR", "en"),
      formatMoney(3, "EUR", "en"),
      formatPercent(5, "en"),
      formatMoney(1, "CHF", "de-CH"),
    ]);
    expect(moneyPatterns(labels)).toEqual([
      ["en", "EUR", "€", "", ",", ".", 3, 3, 4],
      ["de-CH", "CHF", "CHF\u00a0", "", "'", ".", 3, 3, 4],
    ]);
  });
  it("writes an amount the server did not format with its pattern, building no NumberFormat; Intl for the rest", () => {
    // A made-up pattern (no locale writes amounts so), to see which of the two wrote each amount.
    seedMoneyPatterns([
      ["en-CA", "EUR", "<", ">", "_", "~", 3, 2, 5],
      ["en-CA", "USD", 1, "", "", "", 3, 3, 4],
      "junk",
      ["en-CA", "GBP", "", "", "", "", 0, 3, 4],
    ]);
    seedMoneyPatterns("not a list");
    const intl = (value: number, currency: string) =>
      new Intl.NumberFormat("en-CA", {
        style: "currency",
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    const expected = [intl(-5, "EUR"), intl(5, "USD"), intl(5, "GBP")];
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Real, { construct: (target, args) => (built++, Reflect.construct(target, args)) });
    expect(formatMoney("1234567.5", "EUR", "en-CA")).toBe("<12_34_567~50>");
    expect(formatMoney("1234.5", "EUR", "en-CA")).toBe("<1234~50>");
    expect(built).toBe(0);
    expect(formatMoney("-5", "EUR", "en-CA")).toBe(expected[0]); // negative: Intl
    expect(formatMoney("5", "USD", "en-CA")).toBe(expected[1]); // malformed pattern ignored: Intl
    expect(formatMoney("5", "GBP", "en-CA")).toBe(expected[2]);
    expect(built).toBeGreaterThan(0);
    Intl.NumberFormat = Real;
  });
  it("records each distinct date a render formats, in the event's zone, with its text (the server's markup)", () => {
    const { result, dates } = recordLabels(() =>
      [
        formatEventDate("2030-07-04T16:00:00Z", "en-GB", "Europe/Berlin"),
        formatEventDate("2030-07-04T16:00:00Z", "en-GB", "Europe/Berlin"),
        formatEventDate("2030-01-10T17:00:00Z", "en-GB", "Europe/Berlin"),
      ].join(" | "),
    );
    expect(result).toBe("Thu, 4 Jul 2030, 18:00 CEST | Thu, 4 Jul 2030, 18:00 CEST | Thu, 10 Jan 2030, 18:00 CET");
    expect(dates).toEqual([
      ["en-GB", "Europe/Berlin", "2030-07-04T16:00:00Z", "Thu, 4 Jul 2030, 18:00 CEST"],
      ["en-GB", "Europe/Berlin", "2030-01-10T17:00:00Z", "Thu, 10 Jan 2030, 18:00 CET"],
    ]);
    expect(recordLabels(() => "").dates).toEqual([]);
  });
  it("answers a seeded date with the server's text, building no DateTimeFormat; other dates with Intl", () => {
    seedDateLabels([
      ["en-ZA", "Europe/Vienna", "2030-07-04T16:00:00Z", "4 July (server)"],
      ["en-ZA", "Europe/Vienna", "2030-07-05T16:00:00Z", 5],
      "junk",
      ["en-ZA", "Europe/Vienna", "2030-07-06T16:00:00Z"],
    ]);
    seedDateLabels({ not: "a list" });
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, { construct: (target, args) => (built++, Reflect.construct(target, args)) });
    try {
      expect(formatEventDate("2030-07-04T16:00:00Z", "en-ZA", "Europe/Vienna")).toBe("4 July (server)");
      expect(built).toBe(0);
      // Another zone, or a malformed seed: formatted here.
      expect(formatEventDate("2030-07-04T16:00:00Z", "en-ZA", "Europe/London")).toMatch(/17:00 BST$/);
      expect(formatEventDate("2030-07-05T16:00:00Z", "en-ZA", "Europe/Vienna")).toMatch(/18:00 CEST$/);
      expect(built).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
