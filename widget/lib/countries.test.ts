import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryCodeFromName, countryList, countryName, flagEmoji } from "./countries.ts";

describe("countries", () => {
  it("lists unique two-letter codes", () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("computes flag emoji from the code", () => {
    expect(flagEmoji("DE")).toBe("🇩🇪");
    expect(flagEmoji("nl")).toBe("🇳🇱");
    expect(flagEmoji("D")).toBe("");
  });

  it("names countries in the requested language", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "nl")).toBe("Duitsland");
    expect(countryName("DE", "fr")).toBe("Allemagne");
  });

  it("sorts by the translated name", () => {
    for (const lang of ["en", "de", "nl", "fr"]) {
      const names = countryList(lang).map((c) => c.name);
      const collator = new Intl.Collator(lang, { sensitivity: "base" });
      expect([...names].sort(collator.compare)).toEqual(names);
    }
    const de = countryList("de").map((c) => c.code);
    // "Österreich" sorts among the O's in German, "Austria" among the A's in English.
    expect(de.indexOf("AT")).toBeGreaterThan(de.indexOf("NO"));
    const en = countryList("en").map((c) => c.code);
    expect(en.indexOf("AT")).toBeLessThan(en.indexOf("NO"));
  });

  it("maps a name back to its code, across languages, defaulting to DE", () => {
    expect(countryCodeFromName("Netherlands", "en")).toBe("NL");
    expect(countryCodeFromName("Niederlande", "en")).toBe("NL");
    expect(countryCodeFromName("  belgique ", "fr")).toBe("BE");
    expect(countryCodeFromName("Atlantis", "en")).toBe("DE");
    expect(countryCodeFromName("", "en")).toBe("DE");
  });
});
