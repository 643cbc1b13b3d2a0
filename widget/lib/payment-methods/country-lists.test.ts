import { describe, expect, it } from "vitest";
import { COUNTRY_FIRST_METHODS, DEFAULT_METHODS, methodOrderForCountry } from "./country-lists.ts";
import { PAYMENT_METHOD_NAMES } from "./registry.ts";

describe("country order (spec §9)", () => {
  it("NL, BE, DE, FR put their methods first in the spec's order, wallets last", () => {
    expect(methodOrderForCountry("NL").first).toEqual([
      "card",
      "klarna",
      "ideal",
      "paypal",
      "sepa_debit",
      "revolut_pay",
      "banktransfer",
      "eps",
      "applepay",
      "googlepay",
    ]);
    expect(methodOrderForCountry("BE").first).toEqual([
      "card",
      "klarna",
      "bancontact",
      "paypal",
      "sepa_debit",
      "revolut_pay",
      "banktransfer",
      "eps",
      "applepay",
      "googlepay",
    ]);
    expect(methodOrderForCountry("DE").first).toEqual([
      "card",
      "klarna",
      "giropay",
      "sepa_debit",
      "revolut_pay",
      "banktransfer",
      "paypal",
      "eps",
      "applepay",
      "googlepay",
    ]);
    expect(methodOrderForCountry("FR").first).toEqual([
      "card",
      "klarna",
      "cartes_bancaires",
      "paypal",
      "sepa_debit",
      "revolut_pay",
      "banktransfer",
      "eps",
      "applepay",
      "googlepay",
    ]);
  });

  it("puts the default methods missing from the country's list under 'other', in default order", () => {
    const nl = methodOrderForCountry("nl");
    expect(nl.other).toEqual([
      "trustly",
      "bancontact",
      "kbc",
      "belfius",
      "przelewy24",
      "satispay",
      "mbway",
      "multibanco",
    ]);
    expect(nl.other).not.toContain("ideal");
    expect(methodOrderForCountry("BE").other).toContain("ideal");
    for (const code of Object.keys(COUNTRY_FIRST_METHODS)) {
      const { first, other } = methodOrderForCountry(code);
      expect(
        other.filter((m) => first.includes(m)),
        code,
      ).toEqual([]);
      expect([...first, ...other].filter((m) => DEFAULT_METHODS.includes(m)).sort(), code).toEqual(
        [...DEFAULT_METHODS].sort(),
      );
    }
  });

  it("gives every other country the documented default list first and nothing behind the toggle", () => {
    for (const code of ["PT", "AT", "US", "", "xx"]) {
      expect(methodOrderForCountry(code)).toEqual({ first: DEFAULT_METHODS, other: [] });
    }
    expect(DEFAULT_METHODS.slice(0, 4)).toEqual(["card", "paypal", "applepay", "googlepay"]);
  });

  it("the default list holds the whole §3 catalogue plus wallets; giropay and Cartes Bancaires stay national", () => {
    const catalogue = [
      "paypal",
      "card",
      "klarna",
      "sepa_debit",
      "banktransfer",
      "trustly",
      "revolut_pay",
      "eps",
      "ideal",
      "bancontact",
      "kbc",
      "belfius",
      "satispay",
      "mbway",
      "multibanco",
      "przelewy24",
    ];
    expect([...DEFAULT_METHODS].sort()).toEqual([...catalogue, "applepay", "googlepay"].sort());
    expect(new Set(DEFAULT_METHODS).size).toBe(DEFAULT_METHODS.length);
    // Every registered method is reachable from some country.
    const reachable = new Set([...DEFAULT_METHODS, ...Object.values(COUNTRY_FIRST_METHODS).flat()]);
    expect(PAYMENT_METHOD_NAMES.filter((n) => !reachable.has(n))).toEqual([]);
  });
});
