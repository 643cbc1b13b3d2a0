import { describe, expect, it, vi } from "vitest";
import { addLocaleAreas, resolveLanguage, translatorFor } from "./index.ts";
import { loadLocale } from "./load-locale.ts";

describe("widget i18n (i18next)", () => {
  it("resolves region tags and falls back to en", () => {
    expect(resolveLanguage("de-AT")).toBe("de");
    expect(resolveLanguage("DE")).toBe("de");
    expect(resolveLanguage("xx")).toBe("en");
    expect(resolveLanguage(undefined)).toBe("en");
  });
  // On fresh modules (as a page starts): step 1's code carries English only.
  it("has English's step-1 strings up front, other languages and later areas only once loaded", async () => {
    vi.resetModules();
    const { translatorFor } = await import("./index.ts");
    const { loadLocale, localeReady, step1LocaleReady } = await import("./load-locale.ts");
    expect(step1LocaleReady("en")).toBe(true);
    expect(localeReady("en")).toBe(false);
    expect(step1LocaleReady("de-AT")).toBe(false);
    expect(translatorFor("de")("common.next")).toBe("Next"); // English until German arrives
    await loadLocale("de");
    expect(step1LocaleReady("de")).toBe(true);
    expect(localeReady("de")).toBe(true);
    expect(translatorFor("de")("details.title")).not.toBe("details.title");
    expect(translatorFor("de")("payment.payment_failed")).not.toBe(translatorFor("en")("payment.payment_failed"));
    await loadLocale("en");
    expect(localeReady("en")).toBe(true);
  });
  it("translators per language do not affect each other", async () => {
    await loadLocale("de");
    const de = translatorFor("de");
    const en = translatorFor("en");
    expect(de("common.next")).toBe("Weiter");
    expect(en("common.next")).toBe("Next");
    expect(de("common.next")).toBe("Weiter");
  });
  it("pluralises by Intl plural rules and fills placeholders", async () => {
    await loadLocale("de");
    const en = translatorFor("en");
    expect(en("tickets.last_tickets", { count: 1 })).toBe("This is the last ticket");
    expect(en("tickets.last_tickets", { count: 2 })).toBe("These are the last 2 tickets");
    expect(translatorFor("de")("tickets.last_tickets", { count: 3 })).toBe("Das sind die letzten 3 Tickets");
    expect(en("tickets.selection_line", { count: 2, name: "VIP" })).toBe("2 × VIP");
    expect(en("common.error_http")).toBe("The ticket service had a problem (HTTP ). Please try again.");
    expect(en("tickets.selection_line", { count: 1, name: "<b>" })).toBe("1 × <b>"); // React escapes, not i18next
  });
  it("falls back to English per key, then to the key itself", () => {
    addLocaleAreas({
      en: { "test-area": { only_en: "English", nested: { deep: "Deep {{x}}" } } },
      nl: { "test-area": {} },
    });
    expect(translatorFor("nl")("test-area.only_en")).toBe("English");
    expect(translatorFor("nl", { fallback: false })("test-area.only_en")).toBe("test-area.only_en");
    expect(translatorFor("en")("test-area.nested.deep", { x: 1 })).toBe("Deep 1");
    expect(translatorFor("en")("test-area.missing")).toBe("test-area.missing");
  });
});
