// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatWithPattern, readMoneyPattern } from "./money-pattern.ts";

const currencyFormat = (locale: string, currency: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Locales with every grouping this module claims (3-3, Indian 3-2, none below five digits, apostrophes, narrow
// spaces, symbol before or after, with or without a space) and currencies with and without decimals of their own.
const LOCALES = [
  "en",
  "en-US",
  "en-GB",
  "en-IN",
  "hi",
  "de",
  "de-AT",
  "de-CH",
  "nl",
  "nl-BE",
  "fr",
  "fr-CH",
  "es",
  "pl",
  "pt-PT",
  "pt-BR",
  "it",
  "sv",
  "da",
  "fi",
  "cs",
  "ja",
  "zh",
  "ko",
  "tr",
  "he",
];
const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "JPY", "PLN", "SEK", "INR"];
const AMOUNTS = [
  0, 0.05, 0.5, 5, 25, 26.25, 99.99, 100, 999.99, 1000, 1234.5, 9999.99, 10000, 12345.67, 99999.99, 123456.78,
  1234567.89, 98765432.1, 1000000000.01,
];

describe("money patterns", () => {
  it("write every amount exactly as Intl does, wherever a pattern is read", () => {
    let compared = 0;
    for (const locale of LOCALES)
      for (const currency of CURRENCIES) {
        const format = currencyFormat(locale, currency);
        const pattern = readMoneyPattern(locale, currency, format);
        expect(pattern, `${locale} ${currency}`).toBeDefined();
        for (const amount of AMOUNTS) {
          expect(formatWithPattern(amount, pattern!), `${locale} ${currency} ${amount}`).toBe(format.format(amount));
          compared++;
        }
      }
    expect(compared).toBe(LOCALES.length * CURRENCIES.length * AMOUNTS.length);
  });

  it("give no pattern for other digits, and leave negative, fractional-cent and huge amounts to Intl", () => {
    expect(readMoneyPattern("ar-EG", "EUR", currencyFormat("ar-EG", "EUR"))).toBeUndefined(); // Arabic-Indic digits
    const pattern = readMoneyPattern("en", "EUR", currencyFormat("en", "EUR"))!;
    expect(pattern).toEqual(["en", "EUR", "€", "", ",", ".", 3, 3, 4]);
    for (const odd of [-5, 1.005, 0.001, Number.NaN, Infinity, 1e15])
      expect(formatWithPattern(odd, pattern), String(odd)).toBeUndefined();
  });

  it("read the grouping of locales that group differently", () => {
    expect(readMoneyPattern("en-IN", "INR", currencyFormat("en-IN", "INR"))!.slice(6)).toEqual([3, 2, 4]); // ₹12,34,567.50
    expect(readMoneyPattern("es", "EUR", currencyFormat("es", "EUR"))!.slice(6)).toEqual([3, 3, 5]); // 1234,50 € but 12.345,00 €
  });
});
